// The conversation's socket as the app uses it for typing: the partner's "typing" shows for a few
// seconds and goes when their message arrives; the member's own keystrokes send "typing" at most
// once every two seconds. A fake WebSocket stands in for the browser's (the edge of the world here).
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLiveConversation } from "../../app/components/messages/use-live-conversation";
import { createQueryClient } from "../../app/lib/query-client";
import type { LiveEvent } from "../../worker/contract/messages";

class FakeSocket {
  static OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(event: LiveEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
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

function renderLive(partnerId: string) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const onIncoming = () => {};
  return renderHook(() => useLiveConversation(partnerId, onIncoming), { wrapper });
}

describe("typing in a live conversation", () => {
  it("shows the partner typing for a few seconds, and no longer once their message arrives", () => {
    const { result } = renderLive("partner-1");
    const socket = FakeSocket.opened[0] as FakeSocket;
    expect(socket.url).toContain("/api/messages/partner-1/live");
    act(() => socket.open());
    expect(result.current.partnerTyping).toBe(false);

    act(() => socket.receive({ type: "typing", userId: "someone-else" }));
    expect(result.current.partnerTyping).toBe(false);
    act(() => socket.receive({ type: "typing", userId: "partner-1" }));
    expect(result.current.partnerTyping).toBe(true);
    act(() => vi.advanceTimersByTime(4500));
    expect(result.current.partnerTyping).toBe(false);

    act(() => socket.receive({ type: "typing", userId: "partner-1" }));
    const message = {
      id: "m1",
      seq: 1,
      senderId: "partner-1",
      text: "Salam",
      createdAt: "2026-11-27T06:00:00Z",
    };
    act(() => socket.receive({ type: "message", message }));
    expect(result.current.partnerTyping).toBe(false);
  });

  it("sends 'typing' at most once every two seconds, and only on an open socket", () => {
    const { result } = renderLive("partner-2");
    const socket = FakeSocket.opened[0] as FakeSocket;
    act(() => result.current.signalTyping());
    expect(socket.sent).toEqual([]);
    act(() => socket.open());
    act(() => {
      result.current.signalTyping();
      result.current.signalTyping();
    });
    expect(socket.sent).toEqual(["typing"]);
    act(() => vi.advanceTimersByTime(2100));
    act(() => result.current.signalTyping());
    expect(socket.sent).toEqual(["typing", "typing"]);
  });
});
