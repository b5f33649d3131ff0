import { eq } from "drizzle-orm";
import type { CurrentUser } from "../contract/user";
import type { Database } from "../db/client";
import { members, type user } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { upcomingStewardships } from "./events/stewards";
import { effectiveTier, hasLapsed } from "./membership/effective-tier";
import { numberColumns, withNewNumber } from "./membership/membership-number";
import { welcomeMailId, welcomeMailRow } from "./membership/welcome-mail";
import { photoVersion } from "./profile/photo";

type MemberRow = typeof members.$inferSelect;
type UserRow = typeof user.$inferSelect;

export type Viewer = { user: UserRow; member: MemberRow };

/** The member's full name from their profile, or their account name when the profile has none. */
export const displayName = (account: string, first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(" ") || account;

/**
 * The spec's current user (point 3) from the account and its community profile. Past the end of a paid
 * period the app sees Basic benefits and an expired subscription at once, before the daily renewal job
 * records it (the card, GET /api/membership/card, still says which tier expired).
 */
export function toCurrentUser(
  { user: account, member }: Viewer,
  stewardEvents: number,
  now = new Date(),
): CurrentUser {
  return {
    id: account.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: account.email,
    emailVerified: account.emailVerified,
    phoneNumber: member.phoneNumber,
    // The version changes with every upload, so browsers never show a replaced photo from cache.
    profileImageUrl: member.photoKey
      ? `/api/profile/photo/${account.id}?v=${photoVersion(member.photoKey)}`
      : null,
    title: member.title,
    company: member.company,
    location: member.location,
    bio: member.bio,
    skills: member.skills,
    languages: member.languages,
    prayerTimesEnabled: member.prayerTimesEnabled,
    asrMethod: member.asrMethod,
    preferredLanguage: member.preferredLanguage,
    timeZone: member.timeZone,
    membershipTier: effectiveTier(member, now),
    membershipId: member.membershipId,
    subscriptionStatus: hasLapsed(member, now) ? "expired" : member.subscriptionStatus,
    profileCompleted: member.profileCompleted,
    onboardingCompletedAt: member.onboardingCompletedAt,
    halalCertified: member.halalCertified,
    role: member.role,
    stewardEvents,
  };
}

/** toCurrentUser with the member's upcoming door duties counted (one statement): what the API answers. */
export async function currentUser(db: Database, viewer: Viewer, now = new Date()): Promise<CurrentUser> {
  return toCurrentUser(viewer, await upcomingStewardships(db, viewer.user.id, now), now);
}

/**
 * Loads the account and profile; creates the profile if an older account lacks one (a sign-up whose
 * profile write failed), with its membership number and, given where to send it, its welcome, like
 * every new profile.
 */
export async function loadViewer(
  db: Database,
  account: UserRow,
  creation: { prefix: string; welcome?: { origin: string; mailer: Pick<Mailer, "delivery" | "expect"> } } = {
    prefix: "SPPC",
  },
): Promise<Viewer> {
  let member = await db.select().from(members).where(eq(members.userId, account.id)).get();
  if (!member) {
    const now = new Date();
    const { welcome } = creation;
    member = await withNewNumber(db, creation.prefix, now, async (membershipId) => {
      const insert = db
        .insert(members)
        .values({ userId: account.id, ...numberColumns(membershipId, now) })
        .onConflictDoNothing({ target: members.userId })
        .returning();
      if (!welcome) return (await insert)[0];
      const mail = welcomeMailRow(db, welcome.mailer, {
        userId: account.id,
        email: account.email,
        origin: welcome.origin,
        now,
      });
      const [created] = await db.batch([insert, mail]);
      welcome.mailer.expect(welcomeMailId(account.id));
      return created[0];
    });
    member ??= await db.select().from(members).where(eq(members.userId, account.id)).get();
  }
  if (!member) throw new Error(`No member profile for ${account.id}`);
  return { user: account, member };
}
