/**
 * The server's readable sign that this browser has a session (worker/lib/session-hint.ts's cookie; the
 * session cookie itself is HttpOnly). It holds no secret: it only tells the app whether asking for the
 * current user can be answered with anyone.
 */
export const hasSessionHint = (): boolean => document.cookie.includes("sppc.signed_in=1");
