/**
 * Why the server closed a conversation's live socket (WebSocket close codes in the 4000-4999 range an
 * application may use). The app stops reconnecting on either: a new socket would be refused too.
 * - sessionEnded: the session that opened it is over (signed out, password changed on another
 *   device, suspended, account deleted): the app shows the signed-out state.
 * - notAllowed: the member may no longer read this conversation live (a block either way).
 */
export const LIVE_CLOSE = { sessionEnded: 4401, notAllowed: 4403 } as const;

export const LIVE_CLOSE_REASON = {
  sessionEnded: "Session ended",
  notAllowed: "Conversation closed",
} as const;
