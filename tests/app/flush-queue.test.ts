import { describe, expect, it, vi } from "vitest";
import { FLUSH_QUEUE_EVENT, relayFlushRequests } from "../../app/sw/flush-queue";

describe("Background Sync relay", () => {
  it("turns the service worker's flush message into a window event, and nothing else", () => {
    const container = new EventTarget() as ServiceWorkerContainer;
    relayFlushRequests(container);
    const flush = vi.fn();
    window.addEventListener(FLUSH_QUEUE_EVENT, flush);
    try {
      container.dispatchEvent(new MessageEvent("message", { data: { type: "something-else" } }));
      container.dispatchEvent(new MessageEvent("message", { data: null }));
      expect(flush).not.toHaveBeenCalled();
      container.dispatchEvent(new MessageEvent("message", { data: { type: "sppc-flush-queue" } }));
      expect(flush).toHaveBeenCalledOnce();
    } finally {
      window.removeEventListener(FLUSH_QUEUE_EVENT, flush);
    }
  });
});
