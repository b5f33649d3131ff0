import type { Database } from "../../db/client";
import { requireSlots } from "../../lib/limits";

export const REPORT_WINDOW_MS = 24 * 3_600_000;
/**
 * Reports one member may file per day, of every kind together (posts, conversations). A member who
 * meets a wave of spam can report each piece of it; one who sprays reports to bury the admins' queue
 * (or to harass someone through it) stops here. Each item can be reported once anyway.
 */
export const REPORTS_PER_DAY = 20;

/** The counter key (auth_attempts); it names the member, so account deletion must remove it. */
export const reportsKey = (reporterId: string) => `reports:${reporterId}`;

/** Counts one report and refuses with 429 and the wait once the day's ceiling is passed. */
export function takeReportSlot(db: Database, reporterId: string, now: number): Promise<void> {
  return requireSlots(
    db,
    [{ key: reportsKey(reporterId), max: REPORTS_PER_DAY, windowMs: REPORT_WINDOW_MS }],
    now,
    `You have sent ${REPORTS_PER_DAY} reports today. Please wait before sending more; our team reads every one.`,
  );
}
