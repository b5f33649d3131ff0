import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { LIVE_CLOSE } from "../../../worker/contract/live";
import { type Conversation, type LiveEvent, TYPING_SIGNAL } from "../../../worker/contract/messages";
import { authKeys } from "../../queries/auth";
import { addMessage, conversationQuery, messageKeys } from "../../queries/messages";

const RETRY_MS = [1000, 2000, 5000, 10_000];
/** "Typing..." shows this long after the partner's last keystroke signal (they send one every TYPING_EVERY_MS). */
const TYPING_SHOWN_MS = 4000;
const TYPING_EVERY_MS = 2000;

/** Why the server ended the socket for good: the session is over, or the conversation is (a block). */
export type LiveEnded = "sessionEnded" | "notAllowed" | null;

export type LiveConversation = {
  live: boolean;
  ended: LiveEnded;
  partnerTyping: boolean;
  /** Call on each keystroke: tells the partner, at most once every two seconds. */
  signalTyping: () => void;
};

/**
 * Keeps a conversation's socket open while its screen is shown: new messages and read receipts go
 * straight into the cached conversation. When the socket drops it comes back after a pause (and at
 * once when the browser is online again), and the conversation is fetched again so nothing sent
 * meanwhile is missed. `onIncoming` hears each message from the partner (to mark it read). The
 * partner's typing comes over the same socket and is only ever held here, for a few seconds.
 * A socket the server closed because its session ended is not reopened blindly: the app asks who is
 * signed in (a password changed on this device left a new session: reopen; signed out: the member
 * page shows the signed-out state). One closed by a block is not reopened. `enabled`: only for a
 * conversation the member may write in (the server refuses the others).
 */
export function useLiveConversation(
  partnerId: string,
  onIncoming: () => void,
  enabled = true,
): LiveConversation {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [ended, setEnded] = useState<LiveEnded>(null);
  const [partnerTyping, setPartnerTyping] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const lastSignalRef = useRef(0);
  useEffect(() => {
    setEnded(null);
    if (!enabled) return;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const showTyping = (typing: boolean) => {
      clearTimeout(typingTimer);
      setPartnerTyping(typing);
      if (typing) typingTimer = setTimeout(() => setPartnerTyping(false), TYPING_SHOWN_MS);
    };
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const key = conversationQuery(partnerId).queryKey;

    const onEvent = (event: LiveEvent) => {
      if (event.type === "message") {
        const before = queryClient.getQueryData<Conversation>(key);
        queryClient.setQueryData(key, (old: Conversation | undefined) => addMessage(old, event.message));
        if (event.message.senderId === partnerId) {
          showTyping(false);
          onIncoming();
          // A member who may not write first can answer once written to: fetch the new permission.
          if (before && !before.canMessage) void queryClient.invalidateQueries({ queryKey: key });
        }
        void queryClient.invalidateQueries({ queryKey: messageKeys.inbox });
      } else if (event.type === "typing") {
        if (event.userId === partnerId) showTyping(true);
      } else if (event.userId === partnerId) {
        queryClient.setQueryData(key, (old: Conversation | undefined) =>
          old ? { ...old, partnerReadSeq: Math.max(old.partnerReadSeq, event.seq) } : old,
        );
      }
    };

    const retryLater = () => {
      timer = setTimeout(open, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      attempt += 1;
    };

    const open = () => {
      clearTimeout(timer);
      if (stopped || socket) return;
      const scheme = location.protocol === "https:" ? "wss:" : "ws:";
      const current = new WebSocket(
        `${scheme}//${location.host}/api/messages/${encodeURIComponent(partnerId)}/live`,
      );
      socket = current;
      socketRef.current = current;
      current.onopen = () => {
        attempt = 0;
        setLive(true);
        // Whatever arrived while the socket was closed.
        void queryClient.invalidateQueries({ queryKey: key });
      };
      current.onmessage = (message) => {
        try {
          onEvent(JSON.parse(String(message.data)) as LiveEvent);
        } catch {
          // "pong" and anything unexpected: nothing to show.
        }
      };
      current.onclose = (event) => {
        if (socket === current) socket = null;
        if (socketRef.current === current) socketRef.current = null;
        setLive(false);
        showTyping(false);
        if (stopped) return;
        if (event.code === LIVE_CLOSE.notAllowed) {
          setEnded("notAllowed");
          void queryClient.invalidateQueries({ queryKey: key });
          return;
        }
        if (event.code === LIVE_CLOSE.sessionEnded) {
          void queryClient.refetchQueries({ queryKey: authKeys.user }).then(() => {
            if (stopped) return;
            if (queryClient.getQueryData(authKeys.user)) retryLater();
            else setEnded("sessionEnded");
          });
          return;
        }
        retryLater();
      };
    };

    open();
    addEventListener("online", open);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(typingTimer);
      removeEventListener("online", open);
      socket?.close(1000, "left the conversation");
    };
  }, [partnerId, queryClient, onIncoming, enabled]);

  const signalTyping = useCallback(() => {
    const socket = socketRef.current;
    const now = Date.now();
    if (socket?.readyState !== WebSocket.OPEN || now - lastSignalRef.current < TYPING_EVERY_MS) return;
    lastSignalRef.current = now;
    socket.send(TYPING_SIGNAL);
  }, []);
  return { live, ended, partnerTyping, signalTyping };
}
