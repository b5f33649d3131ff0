/**
 * The worker names who opened a socket in these headers (it has checked the session, the origin and
 * that the member may message the partner): the member, the session they are signed in with, and the
 * partner. The conversation's Durable Object tags the socket with all three.
 */
export const MEMBER_HEADER = "X-Sppc-Member";
export const SESSION_HEADER = "X-Sppc-Session";
export const PARTNER_HEADER = "X-Sppc-Partner";
