// A browser without the session's sign is a visitor's: the app knows it before its first render
// (app/main.tsx), so nothing reading the current user renders twice at start-up and nothing is asked.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authKeys, settleVisitorWithoutAsking } from "../../app/queries/auth";

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: restores the hint tests/app/setup.ts sets.
  document.cookie = "sppc.signed_in=1; Path=/";
  vi.unstubAllGlobals();
});

describe("settleVisitorWithoutAsking", () => {
  it("answers 'nobody' for a browser without the session's sign, and clears a member's offline data", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a browser that never signed in has no hint.
    document.cookie = "sppc.signed_in=; Max-Age=0; Path=/";
    const deleted: string[] = [];
    vi.stubGlobal("caches", { delete: async (name: string) => deleted.push(name) });
    const queryClient = new QueryClient();
    settleVisitorWithoutAsking(queryClient);
    expect(queryClient.getQueryState(authKeys.user)?.status).toBe("success");
    expect(queryClient.getQueryData(authKeys.user)).toBeNull();
    await vi.waitFor(() => expect(deleted).toEqual(["sppc-api-personal", "sppc-auth-user"]));
  });

  it("leaves the answer to the server when the browser has the sign of a session", () => {
    const queryClient = new QueryClient();
    settleVisitorWithoutAsking(queryClient);
    expect(queryClient.getQueryState(authKeys.user)).toBeUndefined();
  });
});
