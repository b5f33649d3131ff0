// How the app's conversation socket reacts when the server ends it: a dropped connection comes back
// after a pause, but a socket closed because the session ended (4401) or the conversation was blocked
// (4403) is not reopened over and over; the hook says why, and the page shows it. A fake WebSocket
// stands in for the browser's (the edge of the world here).
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLiveConversation } from "../../app/components/messages/use-live-conversation";
import { createQueryClient } from "../../app/lib/query-client";
import { LIVE_CLOSE } from "../../worker/contract/live";

class FakeSocket {
  static OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  closedByServer(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: "" });
  }
}

beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderLive(partnerId: string, enabled = true) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const onIncoming = () => {};
  return renderHook(() => useLiveConversation(partnerId, onIncoming, enabled), { wrapper });
}

/** Lets the hook's promises and a minute of timers run. */
async function aMinuteLater() {
  for (let step = 0; step < 12; step += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
  }
}

describe("a conversation socket the server ended", () => {
  it("comes back after a dropped connection", async () => {
    const { result } = renderLive("partner-1");
    act(() => (FakeSocket.opened[0] as FakeSocket).open());
    act(() => (FakeSocket.opened[0] as FakeSocket).closedByServer(1006));
    await aMinuteLater();
    expect(FakeSocket.opened.length).toBe(2);
    expect(result.current.ended).toBeNull();
  });

  it("stops when the session ended and nobody is signed in any more, and says so", async () => {
    const { result } = renderLive("partner-2");
    act(() => (FakeSocket.opened[0] as FakeSocket).open());
    expect(result.current.live).toBe(true);
    act(() => (FakeSocket.opened[0] as FakeSocket).closedByServer(LIVE_CLOSE.sessionEnded));
    await aMinuteLater();
    expect(FakeSocket.opened.length).toBe(1);
    expect(result.current.live).toBe(false);
    expect(result.current.ended).toBe("sessionEnded");
  });

  it("stops when a block closed the conversation", async () => {
    const { result } = renderLive("partner-3");
    act(() => (FakeSocket.opened[0] as FakeSocket).open());
    act(() => (FakeSocket.opened[0] as FakeSocket).closedByServer(LIVE_CLOSE.notAllowed));
    await aMinuteLater();
    expect(FakeSocket.opened.length).toBe(1);
    expect(result.current.ended).toBe("notAllowed");
  });

  it("opens none for a conversation the server would not follow live", async () => {
    const { result } = renderLive("partner-4", false);
    await aMinuteLater();
    expect(FakeSocket.opened.length).toBe(0);
    expect(result.current.live).toBe(false);
  });
});
