// Issue 18: a POST refused before its body was read must not break the connection it came on. The
// worker reads such a body to its end (worker/lib/drain-body.ts); left unread, workerd closes the
// connection and the next request on it fails.
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./accounts-helpers";
import { callApi } from "./call-api";

/** A 200 KB upload that counts how much of it the server read. */
function countedBody() {
  const chunk = new TextEncoder().encode("x".repeat(10_000));
  const read = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.chunks === 20) return controller.close();
      read.chunks++;
      controller.enqueue(chunk);
    },
  });
  return { body, read };
}

describe("a refused request's body", () => {
  it("is read to its end when a guard answers before the route reads it", async () => {
    const { body, read } = countedBody();
    const response = await callApi("/api/posts", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(401);
    expect(read.chunks).toBe(20);
  });
});
