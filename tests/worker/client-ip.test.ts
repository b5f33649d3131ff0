import { describe, expect, it } from "vitest";
import { VERIFY_MISSES_ALLOWED } from "../../worker/domain/membership/verify-limit";
import { clientIp, LOCAL_CLIENT } from "../../worker/lib/client-ip";
import { callApi, callFromEdge, EDGE_ORIGIN } from "./call-api";

const cf = { country: "SA" } as unknown as IncomingRequestCfProperties;
const spoofed = { "cf-connecting-ip": "203.0.113.77", "x-forwarded-for": "198.51.100.1, 10.0.0.1" };

describe("clientIp", () => {
  it("believes CF-Connecting-IP on a request that came through Cloudflare's edge", () => {
    const request = new Request(`${EDGE_ORIGIN}/api/health`, { headers: spoofed, cf });
    expect(clientIp(request)).toBe("203.0.113.77");
  });

  it("ignores address headers a client wrote when no edge vouches for them", () => {
    // No request.cf: the request never crossed Cloudflare, whatever host it names.
    expect(clientIp(new Request(`${EDGE_ORIGIN}/api/health`, { headers: spoofed }))).toBe(LOCAL_CLIENT);
    // The local runtime adds a cf object of its own: localhost is still the client's word.
    for (const origin of ["http://localhost:5173", "http://127.0.0.1:8787", "http://[::1]:8787"]) {
      expect(clientIp(new Request(`${origin}/api/health`, { headers: spoofed, cf })), origin).toBe(
        LOCAL_CLIENT,
      );
    }
  });

  it("never believes X-Forwarded-For, even from the edge", () => {
    const request = new Request(`${EDGE_ORIGIN}/api/health`, {
      headers: { "x-forwarded-for": "198.51.100.1" },
      cf,
    });
    expect(clientIp(request)).toBeNull();
  });
});

describe("a per-address limit (membership number misses)", () => {
  const unknownId = (n: number) => `SPPC-20240101-${String(n).padStart(4, "0")}`;

  it("cannot be dodged on localhost by writing a new CF-Connecting-IP on each request", async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= VERIFY_MISSES_ALLOWED; n++) {
      const response = await callApi(`/api/membership/verify/${unknownId(n)}`, {
        headers: { "cf-connecting-ip": `203.0.113.${n + 1}`, "x-forwarded-for": `198.51.100.${n + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(VERIFY_MISSES_ALLOWED).fill(404), 429]);
  });

  it("counts each address Cloudflare reports on its own", async () => {
    for (let n = 0; n < VERIFY_MISSES_ALLOWED; n++) {
      expect((await callFromEdge(`/api/membership/verify/${unknownId(n)}`, "192.0.2.10")).status).toBe(404);
    }
    expect((await callFromEdge(`/api/membership/verify/${unknownId(99)}`, "192.0.2.10")).status).toBe(429);
    expect((await callFromEdge(`/api/membership/verify/${unknownId(99)}`, "192.0.2.11")).status).toBe(404);
  });
});
