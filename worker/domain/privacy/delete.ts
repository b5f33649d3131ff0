import { and, eq, or } from "drizzle-orm";
import { verifyPassword } from "../../auth/password";
import { forgetAccountAttempts } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { account, emailOutbox, idempotencyKeys, members, user, verification } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { accountEmail } from "../../email/templates";
import type { PhotoStore } from "../../storage/photos";
import { announceRsvpChange } from "../events/announce";
import { findEventSummary } from "../events/events";
import { eraseMemberContent } from "./content";

const logMailFailure = (error: unknown) => console.error("Waitlist promotion email failed", error);

/** Does this password open the member's email-and-password account? */
export async function passwordMatches(db: Database, userId: string, password: string): Promise<boolean> {
  const row = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .get();
  if (!row?.hash) return false;
  return verifyPassword({ hash: row.hash, password });
}

/**
 * Erasure (PDPL), used on request and by the retention job. Deleting the user row cascades to
 * sessions, accounts, members and consents (foreign keys with ON DELETE CASCADE). Rows keyed by the
 * address rather than the id are removed here too: captured emails, sign-in failure counts and
 * pending verification or reset tokens, and community data (privacy-content.ts: registrations are
 * cancelled and removed, forum posts anonymised). Payments are kept for the accounts but anonymised:
 * their user_id (and recorded_by, for an admin who recorded bank transfers) is set null by the foreign
 * keys; renewal reminders go with the user row. Direct messages (their conversations, both sides),
 * blocks and reports go with the user row too; the stored answers of replayable writes (which can hold
 * a message) are removed here.
 * The photo goes first: if R2 fails, the account still exists and the next attempt retries both.
 */
export async function deleteAccount(
  db: Database,
  photos: PhotoStore,
  mailer: Mailer,
  userId: string,
  /** Builds the links in the emails of people promoted from a waitlist into the freed seats. */
  siteOrigin: string,
): Promise<boolean> {
  const found = await db
    .select({
      email: user.email,
      name: user.name,
      language: members.preferredLanguage,
      photoKey: members.photoKey,
    })
    .from(user)
    .leftJoin(members, eq(members.userId, user.id))
    .where(eq(user.id, userId))
    .get();
  if (!found) return false;

  if (found.photoKey) await photos.delete(found.photoKey);
  const now = new Date();
  const erasure = await eraseMemberContent(db, userId, found.email, now);
  await db.batch([
    ...erasure.statements,
    db.delete(emailOutbox).where(eq(emailOutbox.to, found.email)),
    forgetAccountAttempts(db, found.email),
    db
      .delete(verification)
      .where(or(eq(verification.value, userId), eq(verification.identifier, found.email))),
    db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, userId)),
    db.delete(user).where(eq(user.id, userId)),
  ]);

  for (const seat of erasure.promoted) {
    const event = await findEventSummary(db, seat.eventId, now);
    if (!event) continue;
    await announceRsvpChange(
      { db, mailer },
      { what: "promoted", row: seat, event, origin: siteOrigin },
    ).catch(logMailFailure);
  }
  // The account is gone whatever happens to this notice; a mail failure must not undo or hide that.
  try {
    await mailer.send(
      accountEmail("account-deleted", {
        to: found.email,
        name: found.name,
        language: found.language ?? "en",
      }),
    );
  } catch (error) {
    console.error("Account deleted but the confirmation email failed", error);
  }
  return true;
}
