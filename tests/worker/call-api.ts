import { exports } from "cloudflare:workers";

/** Calls the real worker (same isolate, real local D1/R2) as a browser would call /api. */
export function callApi(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, init));
}

/** Calls the worker at another origin, e.g. https://… to see production cookie rules. */
export function callUrl(url: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(url, init));
}

/** The production host the edge tests pretend to be (any host that is not localhost). */
export const EDGE_ORIGIN = "https://sppc.example";

/**
 * A request as Cloudflare's edge hands it to the worker: on the production host, with `request.cf`, and
 * with the caller's address in CF-Connecting-IP (the only place the worker believes an address).
 */
export function callFromEdge(path: string, ip: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", ip);
  const cf = { country: "SA", colo: "RUH" } as unknown as IncomingRequestCfProperties;
  return exports.default.fetch(new Request(`${EDGE_ORIGIN}${path}`, { ...init, headers, cf }));
}
