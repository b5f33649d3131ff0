import { type Context, Hono } from "hono";
import { resubscribe, unsubscribe, unsubscribeInfo } from "../domain/mail-preferences/unsubscribe";
import type { AppEnv } from "../env";
import { clientIp } from "../lib/client-ip";
import { requireSlots } from "../lib/limits";
import { signingSecret } from "../lib/signing-secret";

/**
 * Per client address, every call counts. Generous: a mail provider's servers send RFC 8058 one-click
 * POSTs for many members from a few addresses, and a token is an HMAC nobody can guess, so the limit
 * only caps how much D1 work one client can make us do.
 */
const UNSUBSCRIBES_PER_WINDOW = 300;
const UNSUBSCRIBE_WINDOW_MS = 10 * 60_000;

/** Counts the call and reads the link's context (the key that signed it, now). */
async function linkContext(c: Context<AppEnv>) {
  const now = new Date();
  await requireSlots(
    c.var.db,
    [
      {
        key: `unsubscribe:${clientIp(c.req.raw) ?? "unknown"}`,
        max: UNSUBSCRIBES_PER_WINDOW,
        windowMs: UNSUBSCRIBE_WINDOW_MS,
      },
    ],
    now.getTime(),
    "Too many unsubscribe requests from this address. Please try again in a few minutes.",
  );
  return { db: c.var.db, secret: signingSecret(c.env, new URL(c.req.url).origin), now };
}

/**
 * /api/unsubscribe/{token}: the signed link in every bulk mail (worker/email/unsubscribe.ts). No
 * sign-in and no cookies: the token alone names the member and the kind of mail. Answers are
 * `private, no-store` (the API's default): they name a member's (masked) address.
 * A bad token of any kind (forged, expired, malformed) is a 404 with a message the page shows.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => c.json(await unsubscribeInfo(await linkContext(c), c.req.param("token"))))

  // RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` (form-encoded) from its
  // own servers; our page POSTs an empty or JSON body. The body says nothing the token does not, so it
  // is not read. This route alone is let past the API's cross-site form check (worker/index.ts).
  .post("/:token", async (c) => c.json(await unsubscribe(await linkContext(c), c.req.param("token"))))

  // The page's Undo (JSON from our own page, so the cross-site check applies as everywhere).
  .post("/:token/resubscribe", async (c) =>
    c.json(await resubscribe(await linkContext(c), c.req.param("token"))),
  );
