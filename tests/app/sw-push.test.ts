// The service worker's Web Push handlers (public/sw-push.js, a plain script imported by the generated
// worker), run against a stand-in for the worker's global: a push shows its notification, and a tap
// focuses a window already on the push's screen or opens it.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: () => unknown }[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL("https://sppc.sa/"),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function("self", readFileSync("public/sw-push.js", "utf8"))(self);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { self, dispatch };
}

const pushEvent = (payload: unknown) => ({ data: { json: () => payload } });

describe("the service worker's push handlers", () => {
  it("shows the push's title and body, keeping the screen to open", async () => {
    const { self, dispatch } = loadWorker();
    await dispatch(
      "push",
      pushEvent({
        title: "رسالة جديدة من Sana",
        body: "Salaam",
        url: "/messages/u1",
        tag: "message:/messages/u1",
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      "رسالة جديدة من Sana",
      expect.objectContaining({
        body: "Salaam",
        dir: "auto",
        tag: "message:/messages/u1",
        data: { url: "https://sppc.sa/messages/u1" },
      }),
    );
  });

  it("never keeps another site's address to open", async () => {
    const { self, dispatch } = loadWorker();
    await dispatch("push", pushEvent({ title: "x", body: "", url: "https://evil.example/", tag: "t" }));
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      "x",
      expect.objectContaining({ data: { url: "https://sppc.sa/" } }),
    );
  });

  it("focuses a window already showing the screen, else opens it", async () => {
    const showing = { url: "https://sppc.sa/tickets", focus: vi.fn() };
    const open = loadWorker([showing]);
    const close = vi.fn();
    await open.dispatch("notificationclick", {
      notification: { close, data: { url: "https://sppc.sa/tickets" } },
    });
    expect(close).toHaveBeenCalled();
    expect(showing.focus).toHaveBeenCalled();
    expect(open.self.clients.openWindow).not.toHaveBeenCalled();

    const closed = loadWorker([]);
    await closed.dispatch("notificationclick", {
      notification: { close: vi.fn(), data: { url: "https://sppc.sa/messages/u1" } },
    });
    expect(closed.self.clients.openWindow).toHaveBeenCalledWith("https://sppc.sa/messages/u1");
  });
});
