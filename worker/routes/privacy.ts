import { Hono } from "hono";
import { requireViewer, signedIn } from "../auth/guards";
import { clearDeletionFailures, deletionRetryAfterMs, recordDeletionFailure } from "../auth/rate-limit";
import { consentChangeSchema, deleteAccountSchema, WRONG_PASSWORD_MESSAGE } from "../contract/privacy";
import { endLiveSockets } from "../domain/messages/live-sessions";
import { conversationRooms } from "../domain/messages/rooms";
import { deleteAccount, passwordMatches } from "../domain/privacy/delete";
import { exportFileName, exportMemberData } from "../domain/privacy/export";
import { changeConsent, consentsOf } from "../domain/privacy/privacy";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { valid } from "../lib/validate";
import { r2PhotoStore } from "../storage/photos";

/** /api/privacy: the member's PDPL rights. Every route is about the signed-in member only. */
export const privacyRoutes = new Hono<AppEnv>()
  .get("/consents", async (c) => {
    const { user } = await requireViewer(c);
    return c.json(await consentsOf(c.var.db, user.id));
  })

  .put("/consents", signedIn, valid("json", consentChangeSchema), async (c) => {
    const { user } = await requireViewer(c);
    const { purpose, granted } = c.req.valid("json");
    return c.json(await changeConsent(c.var.db, user.id, purpose, granted));
  })

  .get("/export", async (c) => {
    const { user } = await requireViewer(c);
    const now = new Date();
    const data = await exportMemberData(c.var.db, user.id, now);
    if (!data) throw new AppError("not_found", "No such account");
    return c.body(JSON.stringify(data, null, 2), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "private, no-store",
    });
  })

  .post("/delete-account", signedIn, valid("json", deleteAccountSchema), async (c) => {
    const { user } = await requireViewer(c);
    const { password } = c.req.valid("json");
    // A stolen session must not become a way to guess the password: the member's own wrong passwords
    // here are counted (by their id), never their address's sign-in failures, which other people
    // behind the same carrier address cause.
    const wait = await deletionRetryAfterMs(c.var.db, user.id);
    if (wait > 0) {
      c.header("Retry-After", String(Math.ceil(wait / 1000)));
      throw new AppError(
        "rate_limited",
        "Too many wrong passwords. Please wait a few minutes and try again.",
        {
          retryAfterSeconds: Math.ceil(wait / 1000),
        },
      );
    }
    if (!(await passwordMatches(c.var.db, user.id, password))) {
      await recordDeletionFailure(c.var.db, user.id);
      throw new AppError("validation_failed", WRONG_PASSWORD_MESSAGE, { password: [WRONG_PASSWORD_MESSAGE] });
    }
    // better-auth ends the session and writes the cookie-expiring headers; then the account goes.
    const { headers: signOutHeaders } = await c.var.auth.api.signOut({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    // Sockets of the member's other sessions: the deletion takes those sessions by cascade, unseen by
    // better-auth's session hook, and the rows naming the conversations go with the account.
    await endLiveSockets(
      { db: c.var.db, rooms: conversationRooms(c.env.CONVERSATIONS) },
      { userId: user.id },
    );
    await deleteAccount(
      c.var.db,
      r2PhotoStore(c.env.PHOTOS),
      c.var.mailer,
      user.id,
      new URL(c.req.url).origin,
    );
    // The count's key names the member: it goes with the account.
    await clearDeletionFailures(c.var.db, user.id);
    for (const cookie of signOutHeaders.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ deleted: true as const });
  });
