/** The worker names who opened a socket in this header; it has checked the session and the origin. */
export const MEMBER_HEADER = "X-Sppc-Member";
