/**
 * Where the worker may send a push. A subscription's endpoint comes from the member's browser, so it is
 * a URL anyone can write: unchecked, the push consumer would fetch (and retry) whatever a member points
 * it at, a local listener or the cloud's metadata address included. Only https on the default port to
 * the browsers' push services is taken, at subscription and again before every send (rows stored before
 * this rule are dropped unsent).
 */

/** The push services of Chrome/Android (FCM), Firefox (autopush), Safari (Apple) and Edge (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.push.services.mozilla.com",
  "*.push.apple.com",
  "*.notify.windows.com",
] as const;

/** The allowed hosts from PUSH_SERVICE_HOSTS (comma-separated, `*.` for any subdomain), or the default. */
export function pushServiceHosts(config: string | undefined): string[] {
  const hosts = (config ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "");
  return hosts.length > 0 ? hosts : [...DEFAULT_PUSH_SERVICE_HOSTS];
}

/** The WHATWG parser turns 0x7f000001, 2130706433 and 017700000001 into 127.0.0.1; v6 keeps brackets. */
const isIpLiteral = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith("[");

const hostAllowed = (hostname: string, allowed: string) =>
  allowed.startsWith("*.")
    ? hostname.endsWith(allowed.slice(1)) && hostname.length > allowed.length - 1
    : hostname === allowed;

/** Why the worker must never send to this endpoint, or null when it is a known push service's. */
export function pushEndpointProblem(endpoint: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "A push endpoint must be an https address";
  }
  if (url.protocol !== "https:") return "A push endpoint must be an https address";
  if (url.username !== "" || url.password !== "")
    return "A push endpoint cannot carry a user name or password";
  // An explicit :443 is normalised away; any other port is not a push service.
  if (url.port !== "") return "A push endpoint must use the standard https port";
  if (isIpLiteral(url.hostname)) return "A push endpoint must name a push service, not an IP address";
  if (!allowedHosts.some((allowed) => !isIpLiteral(allowed) && hostAllowed(url.hostname, allowed))) {
    return "This push service is not supported";
  }
  return null;
}
