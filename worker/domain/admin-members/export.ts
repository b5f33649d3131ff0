import { eq, type SQL, sql } from "drizzle-orm";
import type { AdminMembersQuery } from "../../contract/admin-members";
import type { ConsentPurpose } from "../../contract/enums";
import type { Database } from "../../db/client";
import { consents, members, user } from "../../db/schema";
import { cardState } from "../membership/validity";
import {
  type LatestConsent,
  type MemberExportRow,
  memberExportColumns,
  memberExportXlsx,
} from "./export-columns";
import { displayName, memberFilter, memberOrder } from "./list";
import { csvLines, csvStart } from "./sheet";

/**
 * Members read per statement. A Worker has 128 MB: the export never holds every member's full row at
 * once, only the ordered ids (about 40 bytes each) and one chunk of rows; both files leave chunk by chunk.
 */
export const EXPORT_CHUNK = 1000;

/** The member's latest record for one purpose, as "1 2026-03-01T09:00:00.000Z" (granted, then when). */
const latestConsent = (purpose: ConsentPurpose) =>
  sql<string | null>`(select ${consents.granted} || ' ' || ${consents.createdAt} from ${consents}
    where ${consents.userId} = ${members.userId} and ${consents.purpose} = ${purpose}
    order by ${consents.createdAt} desc, ${consents}.rowid desc limit 1)`;

const consentSelect = {
  terms: latestConsent("terms"),
  privacy: latestConsent("privacy"),
  data_processing: latestConsent("data_processing"),
  marketing: latestConsent("marketing"),
  profile_sharing: latestConsent("profile_sharing"),
  announcements: latestConsent("announcements"),
  tender_alerts: latestConsent("tender_alerts"),
} satisfies Record<ConsentPurpose, SQL>;

/** Only the columns the export writes. */
const exportSelect = {
  userId: members.userId,
  name: displayName,
  email: user.email,
  phone: members.phoneNumber,
  company: members.company,
  title: members.title,
  city: members.location,
  tier: members.membershipTier,
  storedValidUntil: members.membershipValidUntil,
  membershipId: members.membershipId,
  joinedAt: members.createdAt,
  language: members.preferredLanguage,
  role: members.role,
  onboardingCompletedAt: members.onboardingCompletedAt,
  accountStatus: members.accountStatus,
  lastActiveAt: members.lastActiveAt,
  ...consentSelect,
};

function readConsent(stored: string | null): LatestConsent {
  if (!stored) return null;
  const space = stored.indexOf(" ");
  return { granted: stored.slice(0, space) === "1", at: stored.slice(space + 1) };
}

/** The ids of the members matching the list's filters, in its order. */
const orderedIds = async (db: Database, query: AdminMembersQuery, now: Date) =>
  (
    await db
      .select({ userId: members.userId })
      .from(members)
      .innerJoin(user, eq(user.id, members.userId))
      .where(memberFilter(query, now))
      .orderBy(...memberOrder(query))
  ).map((row) => row.userId);

/** These members' export rows, in this order, a chunk at a time. */
async function* exportChunks(db: Database, ordered: string[], now: Date) {
  for (let start = 0; start < ordered.length; start += EXPORT_CHUNK) {
    const ids = ordered.slice(start, start + EXPORT_CHUNK);
    // One bound parameter for the whole chunk (D1 allows 100 a statement).
    const rows = await db
      .select(exportSelect)
      .from(members)
      .innerJoin(user, eq(user.id, members.userId))
      .where(sql`${members.userId} in (select value from json_each(${JSON.stringify(ids)}))`);
    const position = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (position.get(a.userId) ?? 0) - (position.get(b.userId) ?? 0));
    yield rows.map(
      ({
        storedValidUntil,
        terms,
        privacy,
        data_processing,
        marketing,
        profile_sharing,
        announcements,
        tender_alerts,
        ...row
      }) => {
        return {
          ...row,
          ...cardState({ ...row, storedValidUntil }, now),
          consents: {
            terms: readConsent(terms),
            privacy: readConsent(privacy),
            data_processing: readConsent(data_processing),
            marketing: readConsent(marketing),
            profile_sharing: readConsent(profile_sharing),
            announcements: readConsent(announcements),
            tender_alerts: readConsent(tender_alerts),
          },
        } satisfies MemberExportRow;
      },
    );
  }
}

/**
 * The chunks with the first one already read: the first query runs before the answer starts, so a
 * failing database is a 500, not a cut-off file.
 */
async function readFirst<T>(chunks: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await chunks.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* chunks;
  })();
}

/** These members' export rows, a chunk at a time, the first chunk read. */
const memberChunks = async (db: Database, query: AdminMembersQuery, now: Date) =>
  readFirst(exportChunks(db, await orderedIds(db, query, now), now));

/** GET /api/admin/members.csv: every matching member (no paging), streamed a chunk at a time. */
export async function adminMembersCsv(
  db: Database,
  query: AdminMembersQuery,
  now: Date,
): Promise<ReadableStream<Uint8Array>> {
  const chunks = await memberChunks(db, query, now);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvStart(memberExportColumns)));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLines(memberExportColumns, next.value)));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * GET /api/admin/members.xlsx: the same members and columns as the CSV, as one Excel workbook, streamed
 * a chunk at a time like the CSV (xlsx-stream.ts), so 50,000 members fit a Worker's memory.
 */
export const adminMembersXlsx = async (
  db: Database,
  query: AdminMembersQuery,
  now: Date,
): Promise<ReadableStream<Uint8Array>> => memberExportXlsx(await memberChunks(db, query, now));
