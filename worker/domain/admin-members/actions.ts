import { eq } from "drizzle-orm";
import { type AdminMemberTierInput, END_DATE_IN_PAST } from "../../contract/admin-members";
import type { MemberRole as Role } from "../../contract/enums";
import { defaultGrantEndDay, endDayOf, storedGrantEnd, todayInRiyadh } from "../../contract/membership-year";
import type { Database } from "../../db/client";
import { members, session } from "../../db/schema";
import { AppError } from "../../errors";
import { auditInsert } from "../audit";
import type { Viewer } from "../members";
import { notifyMembershipChange } from "../membership/notices";
import { endLiveSockets } from "../messages/live-sessions";
import type { ConversationRooms } from "../messages/rooms";
import { findMemberOrThrow } from "./detail";

const nowIso = () => new Date().toISOString();

/**
 * When a grant ends, as stored: Basic never (null); a paid tier at the end of the Riyadh day asked for,
 * else a year from today. A day before today is refused in the field (the schema already refused null).
 */
export function grantEnd(input: AdminMemberTierInput, now: Date): string | null {
  if (input.tier === "basic") return null;
  const day = input.validUntil ? endDayOf(input.validUntil) : defaultGrantEndDay(now);
  if (day < todayInRiyadh(now))
    throw new AppError("validation_failed", "Check the highlighted fields", {
      validUntil: [END_DATE_IN_PAST],
    });
  return storedGrantEnd(day);
}

/**
 * PUT /api/admin/members/:userId/tier. Basic never expires; a paid tier always has an end date
 * (grantEnd). The change and its audit entry are one batch; the member's bell notice follows once both
 * are stored. The renewal job (membership/renewals.ts) then reminds and expires it like a paid period.
 */
export async function changeMemberTier(
  db: Database,
  admin: Viewer,
  userId: string,
  input: AdminMemberTierInput,
  now: Date,
): Promise<void> {
  const validUntil = grantEnd(input, now);
  const { member } = await findMemberOrThrow(db, userId);
  const subscriptionStatus = input.tier === "basic" ? null : "active";
  const before = {
    tier: member.membershipTier,
    validUntil: member.membershipValidUntil,
    subscriptionStatus: member.subscriptionStatus,
  };
  const after = { tier: input.tier, validUntil, subscriptionStatus };
  await db.batch([
    db
      .update(members)
      .set({
        membershipTier: input.tier,
        membershipValidUntil: validUntil,
        subscriptionStatus,
        updatedAt: nowIso(),
      })
      .where(eq(members.userId, userId)),
    auditInsert(db, admin, { action: "member.tier", targetType: "member", targetId: userId, before, after }),
  ]);
  if (before.tier !== input.tier) await notifyMembershipChange(db, userId, input.tier);
}

/** PUT /api/admin/members/:userId/role. An admin never removes their own admin role (409). */
export async function changeMemberRole(
  db: Database,
  admin: Viewer,
  userId: string,
  role: Role,
): Promise<void> {
  if (userId === admin.user.id && role !== "admin")
    throw new AppError("conflict", "You cannot remove your own admin role. Ask another admin to do it.");
  const { member } = await findMemberOrThrow(db, userId);
  await db.batch([
    db.update(members).set({ role, updatedAt: nowIso() }).where(eq(members.userId, userId)),
    auditInsert(db, admin, {
      action: "member.role",
      targetType: "member",
      targetId: userId,
      before: { role: member.role },
      after: { role },
    }),
  ]);
}

/**
 * POST /api/admin/members/:userId/suspend. The member is signed out everywhere at once (their
 * better-auth sessions are deleted, their live message sockets closed) and worker/auth/guards.ts
 * refuses them from then on.
 */
export async function suspendMember(
  deps: { db: Database; rooms: ConversationRooms },
  admin: Viewer,
  userId: string,
  reason: string,
): Promise<void> {
  const { db } = deps;
  if (userId === admin.user.id) throw new AppError("conflict", "You cannot suspend your own account.");
  const { member } = await findMemberOrThrow(db, userId);
  const suspendedAt = nowIso();
  await db.batch([
    db
      .update(members)
      .set({ accountStatus: "suspended", suspendedAt, suspendedReason: reason, updatedAt: suspendedAt })
      .where(eq(members.userId, userId)),
    db.delete(session).where(eq(session.userId, userId)),
    auditInsert(db, admin, {
      action: "member.suspend",
      targetType: "member",
      targetId: userId,
      before: { accountStatus: member.accountStatus },
      after: { accountStatus: "suspended", reason },
    }),
  ]);
  // Their sessions were deleted here, not through better-auth, so its session hook did not run.
  await endLiveSockets(deps, { userId });
}

/** POST /api/admin/members/:userId/restore: they can sign in and use the API again. */
export async function restoreMember(db: Database, admin: Viewer, userId: string): Promise<void> {
  const { member } = await findMemberOrThrow(db, userId);
  await db.batch([
    db
      .update(members)
      .set({ accountStatus: "active", suspendedAt: null, suspendedReason: null, updatedAt: nowIso() })
      .where(eq(members.userId, userId)),
    auditInsert(db, admin, {
      action: "member.restore",
      targetType: "member",
      targetId: userId,
      before: { accountStatus: member.accountStatus, reason: member.suspendedReason },
      after: { accountStatus: "active" },
    }),
  ]);
}
