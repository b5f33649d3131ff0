import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import { safeNextPath } from "../../worker/lib/safe-next-path";
import { callApi } from "./call-api";

describe("auth endpoints while nobody can sign in yet", () => {
  it.each(["/api/auth/user", "/api/auth/demo-user"])("%s answers 401 with the error shape", async (path) => {
    const response = await callApi(path);
    expect(response.status).toBe(401);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("unauthorized");
  });

  it("GET /api/login sends the browser to /login, keeping a safe next target", async () => {
    const response = await callApi("/api/login?next=%2Fprofile%3Ftab%3Dmembership", {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?next=%2Fprofile%3Ftab%3Dmembership");
  });

  it("GET /api/login drops a next target on another site", async () => {
    const response = await callApi("/api/login?next=%2F%2Fevil.example", {
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe("/login");
  });

  it("GET /api/logout returns to /", async () => {
    const response = await callApi("/api/logout", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("safeNextPath", () => {
  it.each([
    ["/profile", "/profile"],
    ["/event/riyadh?x=1", "/event/riyadh?x=1"],
    ["//evil.example", null],
    ["https://evil.example", null],
    ["/\\evil.example", null],
    ["profile", null],
    ["/a\nb", null],
    ["", null],
    [undefined, null],
  ])("%s -> %s", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
