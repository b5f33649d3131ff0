import { and, eq, sql } from "drizzle-orm";
import { verifyPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { account, businesses, members, rsvps, user } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { accountEmail } from "../../email/templates";
import type { PhotoStore } from "../../storage/photos";
import { announcePromotions } from "../events/waitlist";
import { eraseMemberContent, eventPhotoKeys } from "./erase-content";
import { counterKeysOf, eraseMemberRecords } from "./erase-records";

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
 * Erasure (PDPL), used on request and by the retention job: everything that identifies the member goes
 * in one D1 batch. Deleting the user row cascades to sessions, accounts, the profile, consents, posts,
 * comments, likes, connections, their own notices... (ON DELETE CASCADE); erase-content.ts handles
 * what they did in the community (listings, photos, registrations, forum posts, notices left with
 * others) and erase-records.ts the platform's records about them (mail, stored answers, sign-in
 * counts, tokens, imports, the audit log's actor name). Payments are kept for the accounts but
 * anonymised: their user_id (and recorded_by, for an admin who recorded bank transfers) is set null by
 * the foreign keys (payments.ts); renewal reminders go with the user row.
 * Photos go first (profile and event photos in R2): if R2 fails, the account still exists and the
 * next attempt retries everything. The privacy policy (app/routes/privacy-policy.tsx) says what is kept.
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
      membershipId: members.membershipId,
    })
    .from(user)
    .leftJoin(members, eq(members.userId, user.id))
    .where(eq(user.id, userId))
    .get();
  if (!found) return false;

  const photoKeys = [found.photoKey, ...(await eventPhotoKeys(db, userId))];
  await Promise.all(photoKeys.flatMap((key) => (key ? [photos.delete(key)] : [])));
  const now = new Date();
  const erasure = await eraseMemberContent(db, userId, found.email, now);
  const phones = await phonesOf(db, userId, found.email);
  const counterKeys = await counterKeysOf(found.email, found.membershipId ?? null);
  // The user row goes last: its foreign keys would blank the ids the statements before it look for.
  await db.batch([
    ...erasure.statements,
    ...eraseMemberRecords(db, { userId, email: found.email, name: found.name, phones, counterKeys }),
    db.delete(user).where(eq(user.id, userId)),
  ]);

  // Each promoted person is told in their own language (announcePromotions reads it).
  for (const seat of erasure.promoted) {
    await announcePromotions({ db, mailer }, seat.eventId, [seat], siteOrigin, now).catch(logMailFailure);
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

/** The phone numbers the member gave anywhere (profile, registrations, listings), to find mail quoting them. */
async function phonesOf(db: Database, userId: string, email: string): Promise<string[]> {
  const address = email.trim().toLowerCase();
  const rows = await db.all<{ phone: string | null }>(sql`
    select ${members.phoneNumber} as phone from ${members} where ${members.userId} = ${userId}
    union select ${rsvps.phone} from ${rsvps} where ${rsvps.userId} = ${userId} or ${rsvps.email} = ${address}
    union select ${businesses.phone} from ${businesses} where ${businesses.ownerUserId} = ${userId}`);
  return rows.flatMap((row) => (row.phone ? [row.phone] : []));
}
