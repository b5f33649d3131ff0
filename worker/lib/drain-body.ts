import type { MiddlewareHandler } from "hono";

/**
 * Reads to the end a request body that the answer did not need (a POST refused by a guard before
 * its body was parsed). Left unread, the connection cannot carry the next request: workerd closes
 * it, and the local server's proxy (vite preview, dispatchFetch over undici) turns the broken
 * upload into a 500 page for whichever request comes next on that socket.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed) return;
  try {
    await body.pipeTo(new WritableStream());
  } catch {
    // The client gave up mid-upload: nothing left to keep alive.
  }
};
