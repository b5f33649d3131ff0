import { exports } from "cloudflare:workers";

/** Calls the real worker (same isolate, real local D1/R2) as a browser would call /api. */
export function callApi(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, init));
}

/** Calls the worker at another origin, e.g. https://… to see production cookie rules. */
export function callUrl(url: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(url, init));
}
