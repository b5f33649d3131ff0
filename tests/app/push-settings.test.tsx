// The opt-in control for Web Push on /privacy-settings: on iPhone Safari it explains "Add to Home
// Screen" first; elsewhere a tap asks the browser, subscribes with the server's key and stores the
// device; each kind has its own switch.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import PushSettingsSection from "../../app/components/push/push-settings";
import { Toaster } from "../../app/components/ui/toaster";
import type { PushKeyAnswer, PushSettings } from "../../worker/contract/push";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const ENDPOINT = "https://push.example/send/phone-1";
const allOn = {
  message: true,
  connection_request: true,
  waitlist: true,
  event: true,
  mention: true,
  renewal: true,
  announcement: true,
};

/** A browser with push: a service worker registration whose push manager subscribes once asked. */
function pushCapableBrowser() {
  let subscription: unknown = null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({
        endpoint: ENDPOINT,
        keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA", auth: "tBHItJI5svbpez7KI4CCXg" },
      }),
      unsubscribe: async () => true,
    };
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission: vi.fn(async () => "granted") });
  return { subscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.restoreAllMocks();
});

describe("notifications on this phone", () => {
  it("tells iPhone Safari readers to add SPPC to the Home Screen first", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    );
    stubFetch({ "GET /api/push/settings": () => json<PushSettings>({ kinds: allOn, endpoints: [] }) });
    await renderWithApp(() => <PushSettingsSection />);
    expect(await screen.findByText(/add SPPC to your Home Screen first/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Turn on notifications on this device" })).toBeNull();
  });

  it("turns this device on with the server's key, then switches a kind off", async () => {
    const { subscribe } = pushCapableBrowser();
    const fetchMock = stubFetch({
      "GET /api/push/key": () => json<PushKeyAnswer>({ publicKey: "BEl62iUYgUivxIkv69yViEuiBIa" }),
      "GET /api/push/settings": () => json<PushSettings>({ kinds: allOn, endpoints: [] }),
      "PUT /api/push/subscription": () => json<PushSettings>({ kinds: allOn, endpoints: [ENDPOINT] }),
      "PUT /api/push/kinds/mention": () =>
        json<PushSettings>({ kinds: { ...allOn, mention: false }, endpoints: [ENDPOINT] }),
    });
    await renderWithApp(() => <PushSettingsSection />);

    expect(await screen.findByText("Notifications are off for this device.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Turn on notifications on this device" }));
    expect(await screen.findByText("Notifications are on for this device.")).toBeVisible();
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(requestsOf(fetchMock, "PUT")[0]?.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA", auth: "tBHItJI5svbpez7KI4CCXg" },
    });

    const mentions = screen.getByRole("switch", { name: "Mentions of me in posts" });
    fireEvent.click(mentions);
    await waitFor(() =>
      expect(requestsOf(fetchMock, "PUT").map((request) => request.path)).toContain(
        "/api/push/kinds/mention",
      ),
    );
    expect(requestsOf(fetchMock, "PUT").at(-1)?.body).toEqual({ enabled: false });
    await waitFor(() => expect(mentions).not.toBeChecked());
  });

  it("says in the reader's words when the browser's push service is not one the server sends to", async () => {
    pushCapableBrowser();
    const refusal = "This push service is not supported";
    stubFetch({
      "GET /api/push/key": () => json<PushKeyAnswer>({ publicKey: "BEl62iUYgUivxIkv69yViEuiBIa" }),
      "GET /api/push/settings": () => json<PushSettings>({ kinds: allOn, endpoints: [] }),
      "PUT /api/push/subscription": () =>
        apiError(422, "validation_failed", refusal, { endpoint: [refusal] }),
    });
    await renderWithApp(() => (
      <>
        <PushSettingsSection />
        <Toaster />
      </>
    ));

    fireEvent.click(await screen.findByRole("button", { name: "Turn on notifications on this device" }));
    expect(await screen.findByText(/notification service is not one SPPC can send to/)).toBeVisible();
    expect(screen.getByText("Notifications are off for this device.")).toBeVisible();
  });
});
