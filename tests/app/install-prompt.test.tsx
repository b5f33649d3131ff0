import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InstallPrompt } from "../../app/components/install-prompt";
import { I18nProvider } from "../../app/i18n";
import { forgetInstallOffer, listenForInstallOffer } from "../../app/sw/install-offer";

listenForInstallOffer();

function offerInstall() {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function renderPrompt() {
  return render(
    <I18nProvider initial="en">
      <InstallPrompt />
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  forgetInstallOffer();
});
afterEach(() => vi.restoreAllMocks());

describe("install prompt", () => {
  it("shows nothing until the browser offers installing", () => {
    renderPrompt();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("offers Install once the browser does, and Install opens the browser's dialog", async () => {
    renderPrompt();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    const banner = await screen.findByRole("complementary", { name: "Install SPPC" });
    fireEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(banner.isConnected).toBe(false);
  });

  it("remembers Not now across visits", async () => {
    const first = renderPrompt();
    offerInstall();
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("complementary")).toBeNull();
    first.unmount();
    renderPrompt();
    offerInstall();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("tells iPhone Safari readers how to add the app to the home screen", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    );
    renderPrompt();
    await screen.findByRole("complementary", { name: "Install SPPC" });
    expect(screen.getByText("To install: tap Share, then 'Add to Home Screen'.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Install" })).toBeNull();
  });
});
