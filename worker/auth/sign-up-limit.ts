import type { Database } from "../db/client";
import { LOCAL_CLIENT } from "../lib/client-ip";
import { takeSlots } from "../lib/limits";

/**
 * Sign-ups per client address per hour. Ten, because a venue's shared Wi-Fi (an SPPC event, an office,
 * a carrier's NAT) puts many honest newcomers behind one address within the hour of an event, while a
 * script making accounts in bulk needs far more than ten. Every attempt counts, new address or not, so
 * the limit never tells whether an address has an account.
 */
export const SIGN_UPS_PER_CLIENT = 10;
export const SIGN_UP_WINDOW_MS = 3_600_000;

const signUpKey = (ip: string) => `sign-up-ip:${ip}`;

/**
 * Counts one sign-up from `ip`; answers 0 when it may go ahead, else the milliseconds until the hour
 * starts again. An unknown address (no edge vouched for it: local runs) is never counted: one shared
 * "unknown" bucket would let anyone refuse every such visitor.
 */
export async function takeSignUp(db: Database, ip: string | null, now = Date.now()): Promise<number> {
  if (!ip || ip === LOCAL_CLIENT) return 0;
  return takeSlots(db, [{ key: signUpKey(ip), max: SIGN_UPS_PER_CLIENT, windowMs: SIGN_UP_WINDOW_MS }], now);
}
