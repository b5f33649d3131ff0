import { desc, eq } from "drizzle-orm";
import type { AdminMemberDetail } from "../../contract/admin-members";
import type { Database } from "../../db/client";
import { consents, events, members, payments, posts, rsvps, user } from "../../db/schema";
import { AppError } from "../../errors";
import { displayName } from "../members";
import { cardValidUntil, membershipStatus } from "../membership/validity";

/** The account and profile, or a 404: every member action starts here. */
export async function findMemberOrThrow(db: Database, userId: string) {
  const row = await db
    .select({ account: user, member: members })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(eq(members.userId, userId))
    .get();
  if (!row) throw new AppError("not_found", "No such member");
  return row;
}

/** GET /api/admin/members/:userId: profile, account and membership, consents, RSVPs, payments, latest posts. */
export async function adminMemberDetail(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<AdminMemberDetail> {
  const { account, member } = await findMemberOrThrow(db, userId);
  const validUntil = cardValidUntil(member.membershipTier, member.membershipValidUntil);
  const [consentRows, rsvpRows, paymentRows, postRows] = await Promise.all([
    db
      .select({
        purpose: consents.purpose,
        granted: consents.granted,
        method: consents.method,
        policyVersion: consents.policyVersion,
        createdAt: consents.createdAt,
      })
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(desc(consents.createdAt), desc(consents.id)),
    db
      .select({
        id: rsvps.id,
        eventId: rsvps.eventId,
        eventName: events.name,
        startsAt: events.startsAt,
        status: rsvps.status,
        createdAt: rsvps.createdAt,
      })
      .from(rsvps)
      .innerJoin(events, eq(events.id, rsvps.eventId))
      .where(eq(rsvps.userId, userId))
      .orderBy(desc(events.startsAt)),
    db
      .select({
        id: payments.id,
        tier: payments.tier,
        amountHalalas: payments.amountHalalas,
        currency: payments.currency,
        provider: payments.provider,
        status: payments.status,
        paidAt: payments.paidAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt)),
    db
      .select({
        id: posts.id,
        content: posts.content,
        createdAt: posts.createdAt,
        removedAt: posts.removedAt,
      })
      .from(posts)
      .where(eq(posts.authorUserId, userId))
      .orderBy(desc(posts.createdAt))
      .limit(20),
  ]);
  return {
    member: {
      userId: member.userId,
      name: displayName(account.name, member.firstName, member.lastName),
      email: account.email,
      membershipId: member.membershipId,
      tier: member.membershipTier,
      validUntil,
      membershipStatus: membershipStatus(
        { tier: member.membershipTier, validUntil, accountStatus: member.accountStatus },
        now,
      ),
      role: member.role,
      city: member.location,
      language: member.preferredLanguage,
      onboardingCompleted: member.onboardingCompletedAt !== null,
      accountStatus: member.accountStatus,
      joinedAt: member.createdAt,
      lastActiveAt: member.lastActiveAt,
      firstName: member.firstName,
      lastName: member.lastName,
      title: member.title,
      company: member.company,
      phoneNumber: member.phoneNumber,
      industry: member.industry,
      bio: member.bio,
      emailVerified: account.emailVerified,
      subscriptionStatus: member.subscriptionStatus,
      suspendedAt: member.suspendedAt,
      suspendedReason: member.suspendedReason,
      importedAt: member.importedAt,
    },
    consents: consentRows,
    rsvps: rsvpRows,
    payments: paymentRows,
    posts: postRows.map(({ removedAt, ...post }) => ({ ...post, removed: removedAt !== null })),
  };
}
