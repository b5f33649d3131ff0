import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import { ORIGIN, signUp } from "./accounts-helpers";
import { callApi } from "./call-api";

// valid() (worker/lib/validate.ts) keeps the error contract parseInput had, whatever route uses it.
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  callApi(path, { method: "POST", headers: { Origin: ORIGIN, ...headers }, body });
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

describe("validation at the route", () => {
  it("refuses a body that is not JSON with 400, with or without a JSON content type", async () => {
    const contentTypes: Record<string, string>[] = [{ "Content-Type": "application/json" }, {}];
    for (const headers of contentTypes) {
      const response = await post("/api/contact", "{not json", headers);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: "bad_request",
        message: "The request body must be JSON",
      });
    }
  });

  it("reads a JSON body sent without a content type, as before", async () => {
    const response = await post("/api/contact", JSON.stringify({ firstName: "" }));
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe("Check the highlighted fields");
    expect(error.details).toMatchObject({ firstName: [expect.any(String)], email: [expect.any(String)] });
  });

  it("gives a route's stand-in for a body that is not JSON to its schema (the RSVP: 422, not 400)", async () => {
    const response = await post("/api/events/rsvp", "{not json", { "Content-Type": "application/json" });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).code).toBe("validation_failed");
  });

  it("answers a visitor 401 before looking at what they sent", async () => {
    const response = await post("/api/posts", "{not json", { "Content-Type": "application/json" });
    expect(response.status).toBe(401);
    const jobs = await post("/api/jobs", JSON.stringify({}), { "Content-Type": "application/json" });
    expect(jobs.status).toBe(401);
  });

  it("validates the query: blank values count as absent where the route says so", async () => {
    const { cookie } = await signUp();
    const response = await callApi("/api/search?q=&kind=&limit=", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const refused = await callApi("/api/search?q=x&limit=500", { headers: { Cookie: cookie } });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).details).toMatchObject({ limit: [expect.any(String)] });
  });
});
