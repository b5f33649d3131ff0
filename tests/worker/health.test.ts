import { describe, expect, it } from "vitest";
import pkg from "../../package.json";
import type { ErrorBody } from "../../worker/contract/errors";
import type { HealthResponse } from "../../worker/contract/health";
import { callApi } from "./call-api";

describe("GET /api/health", () => {
  it("reports the version and that the database answers", async () => {
    const response = await callApi("/api/health");
    expect(response.status).toBe(200);
    const body = (await response.json()) as HealthResponse;
    expect(body).toEqual({ status: "ok", version: pkg.version, database: { reachable: true } });
  });
});

describe("unknown API paths", () => {
  it.each(["/api/nope", "/api/events/does/not/exist", "/api/"])(
    "%s is a JSON 404, never the app",
    async (path) => {
      const response = await callApi(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code).toBe("not_found");
      expect(body.error.message).toBeTruthy();
    },
  );
});
