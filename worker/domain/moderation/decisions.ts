import { and, count, eq, isNull } from "drizzle-orm";
import type { ModerationDecision, ModerationKind } from "../../contract/moderation";
import type { Database } from "../../db/client";
import { businesses, eventPhotos, jobs, membershipApplications, postReports, posts } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { AppError } from "../../errors";
import { recordAudit } from "../audit";
import { moderateBusiness } from "../businesses/admin-businesses";
import { moderateEventPhoto } from "../events/photo-moderation";
import { moderateJob } from "../jobs/moderation";
import type { Viewer } from "../members";
import { decideApplication } from "../membership/application-review";
import { keepReportedPost, removeReportedPostAndTell } from "../posts/report-moderation";

type Decided = { before: Record<string, unknown>; after: Record<string, unknown> };
type Options = { id: string; reason: string | null; admin: Viewer; origin: string; now: Date };

const one = <T>(rows: T[]) => rows[0];

/** The item's moderation state now: null when it does not exist. */
async function stateOf(db: Database, kind: ModerationKind, id: string): Promise<string | null> {
  switch (kind) {
    case "photo":
      return (
        one(await db.select({ s: eventPhotos.status }).from(eventPhotos).where(eq(eventPhotos.id, id)))?.s ??
        null
      );
    case "job":
      return one(await db.select({ s: jobs.status }).from(jobs).where(eq(jobs.id, id)))?.s ?? null;
    case "business":
      return (
        one(await db.select({ s: businesses.status }).from(businesses).where(eq(businesses.id, id)))?.s ??
        null
      );
    case "application":
      return (
        one(
          await db
            .select({ s: membershipApplications.status })
            .from(membershipApplications)
            .where(eq(membershipApplications.id, id)),
        )?.s ?? null
      );
    case "report": {
      const post = one(await db.select({ removedAt: posts.removedAt }).from(posts).where(eq(posts.id, id)));
      if (!post) return null;
      const open = one(
        await db
          .select({ n: count() })
          .from(postReports)
          .innerJoin(posts, and(eq(posts.id, postReports.postId), isNull(posts.removedAt)))
          .where(and(eq(postReports.postId, id), eq(postReports.status, "open"))),
      );
      return (open?.n ?? 0) > 0 ? "pending" : "resolved";
    }
  }
}

/** Each kind's approve and reject, through the very functions its own admin section uses. */
async function apply(
  db: Database,
  mailer: Mailer,
  kind: ModerationKind,
  decision: ModerationDecision,
  { id, reason, admin, origin, now }: Options,
): Promise<Record<string, unknown>> {
  const approve = decision === "approve";
  switch (kind) {
    case "photo": {
      const photo = await moderateEventPhoto(db, mailer, {
        id,
        decision: approve ? "approved" : "rejected",
        reason,
        adminUserId: admin.user.id,
        origin,
        now,
      });
      return { status: photo.status };
    }
    case "job": {
      const job = approve
        ? await moderateJob(db, mailer, { id, outcome: "approved", origin, now })
        : await moderateJob(db, mailer, { id, outcome: "rejected", reason: reason ?? "", origin, now });
      return { status: job.status };
    }
    case "business": {
      const business = await moderateBusiness(db, mailer, {
        id,
        decision: approve ? "approved" : "rejected",
        reason: approve ? null : reason,
        origin,
        now,
      });
      return { status: business.status };
    }
    case "application": {
      const application = await decideApplication(db, mailer, {
        id,
        review: approve ? { status: "approved" } : { status: "rejected", reason: reason ?? "" },
        origin,
      });
      return { status: application.status, membershipType: application.membershipType };
    }
    case "report":
      if (approve) await keepReportedPost(db, mailer, { postId: id, reason, origin, now });
      else await removeReportedPostAndTell(db, mailer, { postId: id, reason, origin, now });
      return { status: approve ? "kept" : "removed", reports: approve ? "dismissed" : "removed" };
  }
}

/**
 * A decision from the moderation queue: only on an item still waiting (another admin may have
 * decided it meanwhile: 409), delegated to the kind's own moderation, then written to the audit log
 * with the state before and after and the reason. The item is named by its id only: a title may be a
 * person's name (an applicant, a listing named after its owner) and the log keeps entries for good.
 */
export async function decideModeration(
  db: Database,
  mailer: Mailer,
  kind: ModerationKind,
  decision: ModerationDecision,
  options: Options,
): Promise<Decided> {
  const before = await stateOf(db, kind, options.id);
  if (before === null) throw new AppError("not_found", "This item no longer exists");
  if (before !== "pending") throw new AppError("conflict", "This item was already decided");
  const after = { ...(await apply(db, mailer, kind, decision, options)), reason: options.reason };
  const decided = { before: { status: before }, after };
  await recordAudit(db, options.admin, {
    action: `moderation.${kind}.${decision}`,
    targetType: kind,
    targetId: options.id,
    ...decided,
  });
  return decided;
}
