/** The server's rule for a reject or remove reason (worker/contract/moderation.ts). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
