import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InstallPrompt } from "../../app/components/install-prompt";
import { forgetInstallOffer, listenForInstallOffer } from "../../app/sw/install-offer";
import { makeUser } from "../fixtures/user";
import { stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

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

/** This browser first opened SPPC some days ago: today's visit is a return. */
function cameBackAnotherDay() {
  localStorage.setItem("sppc-visit-days", JSON.stringify({ firstDay: "2026-01-01", returned: false }));
}

async function renderPrompt({ path = "/", signedIn = false } = {}) {
  stubFetch({}, { user: signedIn ? makeUser() : null });
  const app = await renderWithApp(
    () => (
      <>
        <label>
          Search
          <input type="search" />
        </label>
        <InstallPrompt />
      </>
    ),
    { path },
  );
  // The sign-in check has answered (the prompt waits on it for signed-in members).
  await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
  return app;
}

const banner = () => screen.queryByRole("complementary", { name: "Install SPPC" });

beforeEach(() => {
  localStorage.clear();
  forgetInstallOffer();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("install prompt", () => {
  it("shows nothing until the browser offers installing", async () => {
    cameBackAnotherDay();
    await renderPrompt();
    expect(banner()).toBeNull();
  });

  it("offers Install to a member back on another day, and Install opens the browser's dialog", async () => {
    cameBackAnotherDay();
    await renderPrompt();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    const shown = await screen.findByRole("complementary", { name: "Install SPPC" });
    fireEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(shown.isConnected).toBe(false);
  });

  it("stays hidden on a first visit from a shared link, and shows on a visit another day", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T09:00:00Z") });
    const first = await renderPrompt();
    offerInstall();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner()).toBeNull();
    first.unmount();

    // Later the same day is still the first visit.
    vi.setSystemTime(new Date("2026-11-20T21:00:00Z"));
    const sameDay = await renderPrompt();
    offerInstall();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner()).toBeNull();
    sameDay.unmount();

    vi.setSystemTime(new Date("2026-11-22T09:00:00Z"));
    await renderPrompt();
    offerInstall();
    expect(await screen.findByRole("complementary", { name: "Install SPPC" })).toBeVisible();
    vi.useRealTimers();
  });

  it("shows on the first visit once the member has signed in", async () => {
    await renderPrompt({ signedIn: true });
    offerInstall();
    expect(await screen.findByRole("complementary", { name: "Install SPPC" })).toBeVisible();
  });

  it.each([
    ["a ticket", "/tickets/abc123"],
    ["the membership card", "/membership-card"],
    ["the steward's check-in screen", "/admin/checkin/event-1"],
    ["a form", "/jobs/new"],
    ["the sign-up form", "/signup"],
  ])("never covers %s (%s)", async (_what, path) => {
    await renderPrompt({ path, signedIn: true });
    offerInstall();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner()).toBeNull();
  });

  it("hides while someone types in a field, and comes back when they leave it", async () => {
    await renderPrompt({ signedIn: true });
    offerInstall();
    await screen.findByRole("complementary", { name: "Install SPPC" });
    act(() => screen.getByRole("searchbox", { name: "Search" }).focus());
    await waitFor(() => expect(banner()).toBeNull());
    act(() => screen.getByRole("searchbox", { name: "Search" }).blur());
    expect(await screen.findByRole("complementary", { name: "Install SPPC" })).toBeVisible();
  });

  it("hides while the visual viewport has shrunk (the keyboard is open)", async () => {
    const viewport = Object.assign(new EventTarget(), { height: window.innerHeight });
    vi.stubGlobal("visualViewport", viewport);
    await renderPrompt({ signedIn: true });
    offerInstall();
    await screen.findByRole("complementary", { name: "Install SPPC" });
    act(() => {
      viewport.height = window.innerHeight / 2;
      viewport.dispatchEvent(new Event("resize"));
    });
    await waitFor(() => expect(banner()).toBeNull());
  });

  it("remembers Not now across visits", async () => {
    cameBackAnotherDay();
    const first = await renderPrompt();
    offerInstall();
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(banner()).toBeNull();
    first.unmount();
    await renderPrompt();
    offerInstall();
    expect(banner()).toBeNull();
  });

  it("tells iPhone Safari readers how to add the app to the home screen", async () => {
    cameBackAnotherDay();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    );
    await renderPrompt();
    await screen.findByRole("complementary", { name: "Install SPPC" });
    expect(screen.getByText("To install: tap Share, then 'Add to Home Screen'.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Install" })).toBeNull();
  });
});
