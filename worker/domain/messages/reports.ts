import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { MessageReportRow } from "../../contract/messages";
import type { Database } from "../../db/client";
import { messageReports, user } from "../../db/schema";
import { AppError } from "../../errors";
import { takeReportSlot } from "../moderation/report-ceiling";

/**
 * A member reports the conversation with another: who and why reach the admins, the messages never do.
 * One open report per pair (the partial UNIQUE index decides, so two quick clicks cannot both land):
 * a second one answers 409 "already reported", as a second report of a post does (posts/interactions.ts),
 * so the app tells the member it is already with the team instead of pretending a new one was sent.
 * Every attempt counts towards the reporter's daily ceiling (moderation/report-ceiling.ts).
 */
export async function reportConversation(
  db: Database,
  input: { reporterId: string; reportedId: string; reason: string; now?: number },
): Promise<void> {
  const { reporterId, reportedId, reason } = input;
  if (reporterId === reportedId) throw new AppError("bad_request", "You cannot report yourself");
  const exists = await db.select({ id: user.id }).from(user).where(eq(user.id, reportedId)).get();
  if (!exists) throw new AppError("not_found", "No such member");
  await takeReportSlot(db, reporterId, input.now ?? Date.now());
  const inserted = await db
    .insert(messageReports)
    .values({ reporterId, reportedId, reason })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (inserted.length === 0) throw new AppError("conflict", "You already reported this conversation");
}

/** The admins' list of open reports about conversations. */
export async function listOpenMessageReports(db: Database): Promise<MessageReportRow[]> {
  const reporter = alias(user, "reporter");
  const reported = alias(user, "reported");
  const rows = await db
    .select({
      id: messageReports.id,
      reporterId: reporter.id,
      reporterName: reporter.name,
      reportedId: reported.id,
      reportedName: reported.name,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
    })
    .from(messageReports)
    .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
    .innerJoin(reported, eq(reported.id, messageReports.reportedId))
    .where(eq(messageReports.status, "open"))
    .orderBy(desc(messageReports.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    reporter: { id: row.reporterId, name: row.reporterName },
    reported: { id: row.reportedId, name: row.reportedName },
    reason: row.reason,
    createdAt: row.createdAt,
  }));
}

export async function dismissMessageReport(db: Database, id: string): Promise<void> {
  const done = await db
    .update(messageReports)
    .set({ status: "dismissed" })
    .where(eq(messageReports.id, id))
    .returning({ id: messageReports.id });
  if (done.length === 0) throw new AppError("not_found", "No such report");
}
