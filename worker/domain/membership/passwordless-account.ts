import type { members, user } from "../../db/schema";

export type PasswordlessProfile = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  title: string | null;
  company: string | null;
  location: string | null;
  /** Set by the admin member import (ISO time). */
  importedAt?: string | null;
};

/**
 * The rows of an account without a password: a better-auth `user` (no `account` row, so no
 * credential; the member chooses a password through the emailed set-password link, which adds it)
 * and its `members` profile. Registration inserts one; the member import inserts many per statement.
 */
export function passwordlessAccountRows(profile: PasswordlessProfile, now = new Date()) {
  const id = crypto.randomUUID();
  const name =
    [profile.firstName, profile.lastName].filter(Boolean).join(" ") ||
    profile.email.split("@")[0] ||
    profile.email;
  return {
    user: {
      id,
      name,
      email: profile.email.toLowerCase(),
      emailVerified: false,
      createdAt: now,
      updatedAt: now,
    } satisfies typeof user.$inferInsert,
    member: {
      userId: id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
      title: profile.title,
      company: profile.company,
      location: profile.location,
      importedAt: profile.importedAt ?? null,
    } satisfies typeof members.$inferInsert,
  };
}
