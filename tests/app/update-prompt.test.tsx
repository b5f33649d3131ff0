import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { UpdatePrompt } from "../../app/components/update-prompt";
import { I18nProvider } from "../../app/i18n";

// Stands in for workbox-window's "waiting" event: a new service worker is installed and waiting.
// Passed as a prop, not vi.mock: with shared modules (isolate: false) another file may have loaded
// the real sw/register first, and the mock then never applied.
const applyUpdate = vi.fn();
let announce: (apply: () => void) => void = () => undefined;
const subscribe = (listener: (apply: () => void) => void) => {
  announce = listener;
  return () => undefined;
};

function renderPrompt() {
  return render(
    <I18nProvider initial="en">
      <UpdatePrompt subscribe={subscribe} />
    </I18nProvider>,
  );
}

describe("update prompt", () => {
  // The dialog is a lazy chunk; its first import (a transform under the test runner) can take longer
  // than findByRole waits on a busy machine, so it is loaded once before the tests.
  beforeAll(() => import("../../app/components/update-dialog"));

  it("shows nothing until a new version is waiting", () => {
    renderPrompt();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("offers Reload once a new version waits, and Reload applies it", async () => {
    renderPrompt();
    act(() => announce(applyUpdate));
    await screen.findByRole("alertdialog", { name: "A new version is available" });
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it("Later hides it", async () => {
    renderPrompt();
    act(() => announce(applyUpdate));
    await screen.findByRole("alertdialog");
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
