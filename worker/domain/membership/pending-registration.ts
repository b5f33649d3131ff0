import { and, eq, gt, like, lt } from "drizzle-orm";
import type { Language, MembershipTierId } from "../../contract/enums";
import type { Database } from "../../db/client";
import { verification } from "../../db/schema";
import { signToken, tokenValid } from "../../lib/signing-secret";

/**
 * A visitor's registration waits here until its address is confirmed (issue 18: no account without a
 * confirmed email). It is a better-auth `verification` row (identifier `membership-register:{id}`,
 * the typed details as JSON, an expiry) rather than a table of its own; the emailed link carries the
 * id and an HMAC over it and the expiry, so a link cannot be guessed or stretched.
 */
export const PENDING_REGISTRATION_TTL_MS = 24 * 3_600_000;
const PURPOSE = "membership-register";
const identifierOf = (id: string) => `${PURPOSE}:${id}`;

export type PendingRegistration = {
  fullName: string;
  email: string;
  phone: string;
  profession: string;
  company: string;
  city: string;
  tier: MembershipTierId;
  language: Language;
};

/** Stores the details and answers the /membership/confirm link to mail. */
export async function storePendingRegistration(
  db: Database,
  pending: PendingRegistration,
  link: { origin: string; secret: string },
  now = new Date(),
): Promise<string> {
  const id = crypto.randomUUID();
  const expiresAt = now.getTime() + PENDING_REGISTRATION_TTL_MS;
  await db.batch([
    db.insert(verification).values({
      id,
      identifier: identifierOf(id),
      value: JSON.stringify(pending),
      expiresAt: new Date(expiresAt),
      createdAt: now,
      updatedAt: now,
    }),
    // Links never followed would keep their typed details forever: each registration clears the
    // expired ones (nothing else reads these rows, and better-auth clears only rows it looks up).
    db
      .delete(verification)
      .where(and(like(verification.identifier, `${PURPOSE}:%`), lt(verification.expiresAt, now))),
  ]);
  const url = new URL("/membership/confirm", link.origin);
  url.searchParams.set("id", id);
  url.searchParams.set("token", await signToken(link.secret, PURPOSE, id, expiresAt));
  return url.toString();
}

/**
 * Takes the pending registration a link names, once: the row is deleted by the same statement that
 * reads it, so two clicks (or two tabs at once) never both get it. Null for a bad signature, an
 * expired link or one already used.
 */
export async function claimPendingRegistration(
  db: Database,
  link: { id: string; token: string; secret: string },
  now = new Date(),
): Promise<PendingRegistration | null> {
  if (!(await tokenValid(link.secret, PURPOSE, link.id, link.token, now.getTime()))) return null;
  const [row] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifierOf(link.id)), gt(verification.expiresAt, now)))
    .returning({ value: verification.value });
  return row ? (JSON.parse(row.value) as PendingRegistration) : null;
}
