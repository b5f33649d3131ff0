import { isLocalOrigin } from "../auth/origin";

/**
 * The one key every request gets when no edge vouches for its address (local development, tests):
 * there the address headers are whatever the client wrote, so they never pick a rate-limit bucket.
 */
export const LOCAL_CLIENT = "local";

/**
 * The caller's address, for per-address limits. Only Cloudflare's edge sets CF-Connecting-IP (it replaces
 * any a client sent) and only requests that crossed it carry `request.cf`, so the header is believed only
 * then, and never on a localhost origin (the local runtime adds a `cf` of its own). X-Forwarded-For is
 * never believed: anyone can write it.
 */
export function clientIp(request: Request): string | null {
  const cameThroughCloudflare = request.cf !== undefined && !isLocalOrigin(request.url);
  if (!cameThroughCloudflare) return LOCAL_CLIENT;
  return request.headers.get("cf-connecting-ip");
}
