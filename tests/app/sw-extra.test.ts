// The service worker's activation read (public/sw-extra.js, a plain script imported by the generated
// worker), run against a stand-in for the worker's global: a visitor's phone asks for no session (the
// 401 would end the readable sign of one), a member's saves it, and without cookieStore it still asks.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

type Listener = (event: Record<string, unknown>) => void;

async function activate(cookieStore: { get: (name: string) => Promise<unknown> } | undefined) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL("https://sppc.sa/"),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { matchAll: vi.fn(async () => []) },
    cookieStore,
  };
  const fetch = vi.fn(async (_path: string) => new Response("{}", { status: 401 }));
  const caches = { open: vi.fn(), delete: vi.fn() };
  new Function("self", "fetch", "caches", readFileSync("public/sw-extra.js", "utf8"))(self, fetch, caches);
  listeners.get("activate")?.({});
  await new Promise((resolve) => setTimeout(resolve, 10));
  return fetch.mock.calls.map(([path]) => String(path));
}

describe("the service worker's activation read", () => {
  it("asks nothing for a visitor (no readable sign of a session)", async () => {
    expect(await activate({ get: async () => undefined })).toEqual([]);
  });

  it("reads the session when the sign says signed in", async () => {
    expect(await activate({ get: async () => ({ name: "sppc.signed_in", value: "1" }) })).toEqual([
      "/api/auth/user",
    ]);
  });

  it("reads it where service workers have no cookieStore (a 401 then saves nothing)", async () => {
    expect(await activate(undefined)).toEqual(["/api/auth/user"]);
  });
});
