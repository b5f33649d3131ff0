import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  min,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  type ModerationItem,
  type ModerationKind,
  type ModerationQueue,
  moderationKinds,
} from "../../contract/moderation";
import type { Database } from "../../db/client";
import {
  businesses,
  eventPhotos,
  jobs,
  membershipApplications,
  postReports,
  posts,
  user,
} from "../../db/schema";
import { AppError } from "../../errors";

export const MODERATION_PAGE_SIZE = 50;
const EXCERPT_CHARS = 280;

/** Where the previous page ended: items sort by (submittedAt, kind's place in the tabs, id). */
type Cursor = { at: string; kind: ModerationKind; id: string };

const encodeCursor = (item: ModerationItem) =>
  btoa(JSON.stringify({ at: item.submittedAt, kind: item.kind, id: item.id }));

function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(atob(value)) as Partial<Cursor>;
    if (
      typeof parsed.at === "string" &&
      typeof parsed.id === "string" &&
      moderationKinds.includes(parsed.kind as ModerationKind)
    )
      return parsed as Cursor;
  } catch {
    // fall through: a cursor we did not write
  }
  throw new AppError("validation_failed", "This page link is out of date: reload the queue", {
    cursor: ["invalid"],
  });
}

const rank = (kind: ModerationKind) => moderationKinds.indexOf(kind);

/** The rows of `kind` that sort after the cursor (one kind's items all share its rank). */
function after(
  kind: ModerationKind,
  cursor: Cursor | null,
  atColumn: SQLiteColumn | SQL,
  idColumn: SQLiteColumn,
) {
  if (!cursor) return undefined;
  const at = sql`${atColumn}`;
  const id = sql`${idColumn}`;
  if (rank(kind) < rank(cursor.kind)) return gt(at, cursor.at);
  if (rank(kind) > rank(cursor.kind)) return gte(at, cursor.at);
  return or(gt(at, cursor.at), and(eq(at, cursor.at), gt(id, cursor.id)));
}

type Lister = (db: Database, cursor: Cursor | null, limit: number) => Promise<ModerationItem[]>;

const listPhotos: Lister = async (db, cursor, limit) => {
  const rows = await db
    .select({ photo: eventPhotos, uploader: user.name })
    .from(eventPhotos)
    .leftJoin(user, eq(user.id, eventPhotos.uploaderUserId))
    .where(
      and(eq(eventPhotos.status, "pending"), after("photo", cursor, eventPhotos.createdAt, eventPhotos.id)),
    )
    .orderBy(asc(eventPhotos.createdAt), asc(eventPhotos.id))
    .limit(limit);
  return rows.map(({ photo, uploader }) => ({
    kind: "photo",
    id: photo.id,
    title: photo.caption?.trim() || photo.eventName,
    submittedBy: uploader,
    submittedAt: photo.createdAt,
    // The admin route serves pending photos too (the public one only approved ones).
    preview: {
      kind: "photo",
      imageUrl: `/api/admin/photos/${photo.id}/file`,
      eventName: photo.eventName,
      caption: photo.caption,
    },
  }));
};

const listJobs: Lister = async (db, cursor, limit) => {
  const rows = await db
    .select({ job: jobs, poster: user.name })
    .from(jobs)
    .leftJoin(user, eq(user.id, jobs.postedByUserId))
    .where(and(eq(jobs.status, "pending"), after("job", cursor, jobs.createdAt, jobs.id)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(limit);
  return rows.map(({ job, poster }) => ({
    kind: "job",
    id: job.id,
    title: job.title,
    submittedBy: poster,
    submittedAt: job.createdAt,
    preview: { kind: "job", company: job.company, city: job.location },
  }));
};

const listBusinesses: Lister = async (db, cursor, limit) => {
  const rows = await db
    .select({ business: businesses, owner: user.name })
    .from(businesses)
    .leftJoin(user, eq(user.id, businesses.ownerUserId))
    .where(
      and(eq(businesses.status, "pending"), after("business", cursor, businesses.createdAt, businesses.id)),
    )
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(limit);
  return rows.map(({ business, owner }) => ({
    kind: "business",
    id: business.id,
    title: business.name,
    submittedBy: owner,
    submittedAt: business.createdAt,
    preview: { kind: "business", category: business.industry, city: business.location },
  }));
};

const listApplications: Lister = async (db, cursor, limit) => {
  const a = membershipApplications;
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.status, "pending"), after("application", cursor, a.createdAt, a.id)))
    .orderBy(asc(a.createdAt), asc(a.id))
    .limit(limit);
  return rows.map((row) => {
    const name = `${row.firstName} ${row.lastName}`.trim();
    return {
      kind: "application",
      id: row.id,
      title: name,
      submittedBy: name,
      submittedAt: row.createdAt,
      preview: { kind: "application", tier: row.membershipType, city: row.city, profession: row.profession },
    };
  });
};

const openReports = and(eq(postReports.status, "open"), isNull(posts.removedAt));

/** One item per reported post (all its open reports decided together), dated by its first report. */
const listReports: Lister = async (db, cursor, limit) => {
  const firstAt = min(postReports.createdAt);
  const groups = await db
    .select({ postId: postReports.postId, firstAt, reports: count() })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .where(openReports)
    .groupBy(postReports.postId)
    .having(after("report", cursor, sql`min(${postReports.createdAt})`, postReports.postId))
    .orderBy(asc(firstAt), asc(postReports.postId))
    .limit(limit);
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.postId);
  const [postRows, reportRows] = await Promise.all([
    db
      .select({ id: posts.id, content: posts.content, author: user.name })
      .from(posts)
      .leftJoin(user, eq(user.id, posts.authorUserId))
      .where(inArray(posts.id, ids)),
    db
      .select({ postId: postReports.postId, reason: postReports.reason, reporter: user.name })
      .from(postReports)
      .leftJoin(user, eq(user.id, postReports.reporterUserId))
      .where(and(inArray(postReports.postId, ids), eq(postReports.status, "open")))
      .orderBy(asc(postReports.createdAt), asc(postReports.id)),
  ]);
  const postById = new Map(postRows.map((row) => [row.id, row]));
  return groups.map((group) => {
    const post = postById.get(group.postId);
    const first = reportRows.find((row) => row.postId === group.postId);
    const content = post?.content ?? "";
    return {
      kind: "report",
      id: group.postId,
      title: post?.author ?? "Member",
      submittedBy: first?.reporter ?? null,
      submittedAt: group.firstAt ?? "",
      preview: {
        kind: "report",
        excerpt: content.length > EXCERPT_CHARS ? `${content.slice(0, EXCERPT_CHARS - 1)}…` : content,
        reason: first?.reason ?? "",
        reportCount: group.reports,
      },
    };
  });
};

const listers: Record<ModerationKind, Lister> = {
  photo: listPhotos,
  job: listJobs,
  business: listBusinesses,
  application: listApplications,
  report: listReports,
};

async function countPending(db: Database): Promise<Record<ModerationKind, number>> {
  const [photo, job, business, application, report] = await Promise.all([
    db.select({ n: count() }).from(eventPhotos).where(eq(eventPhotos.status, "pending")),
    db.select({ n: count() }).from(jobs).where(eq(jobs.status, "pending")),
    db.select({ n: count() }).from(businesses).where(eq(businesses.status, "pending")),
    db
      .select({ n: count() })
      .from(membershipApplications)
      .where(eq(membershipApplications.status, "pending")),
    db
      .select({ n: countDistinct(postReports.postId) })
      .from(postReports)
      .innerJoin(posts, eq(posts.id, postReports.postId))
      .where(openReports),
  ]);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    photo: n(photo),
    job: n(job),
    business: n(business),
    application: n(application),
    report: n(report),
  };
}

const byQueueOrder = (a: ModerationItem, b: ModerationItem) =>
  a.submittedAt.localeCompare(b.submittedAt) || rank(a.kind) - rank(b.kind) || a.id.localeCompare(b.id);

/**
 * Everything waiting for an admin, oldest first (it has waited longest), one page at a time: each kind
 * gives at most a page after the cursor, and the merged list keeps the first page of them.
 */
export async function listModerationQueue(
  db: Database,
  options: { kind?: ModerationKind | undefined; cursor?: string | undefined; pageSize?: number },
): Promise<ModerationQueue> {
  const cursor = decodeCursor(options.cursor);
  const pageSize = options.pageSize ?? MODERATION_PAGE_SIZE;
  const kinds = options.kind ? [options.kind] : moderationKinds;
  const [lists, counts] = await Promise.all([
    Promise.all(kinds.map((kind) => listers[kind](db, cursor, pageSize + 1))),
    countPending(db),
  ]);
  const merged = lists.flat().sort(byQueueOrder);
  const items = merged.slice(0, pageSize);
  const last = items.at(-1);
  return { items, counts, nextCursor: merged.length > pageSize && last ? encodeCursor(last) : null };
}
