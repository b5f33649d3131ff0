import { sql } from "drizzle-orm";
import type {
  AttendanceCityRow,
  AttendanceCounts,
  AttendanceEventRow,
  AttendanceReport,
} from "../../contract/insights";
import type { Database } from "../../db/client";
import { cityIs, type ReportFilter, rangeOf, ratio } from "./range";

type Counted<T> = Omit<T, "noShows" | "noShowRate">;

/**
 * Registrations against check-ins per event and per city, for events that started in the range and
 * have ended and were not cancelled (only then is a missing check-in a no-show). Registered = confirmed seats (waitlisted and
 * cancelled never had one); a checked-in registration keeps status confirmed. Two statements, counted
 * by SQL from rsvps_event_checked_in_idx; the worker only divides.
 */
export async function attendance(db: Database, filter: ReportFilter, now: Date): Promise<AttendanceReport> {
  const past = sql`e.starts_at >= ${filter.start} and e.starts_at <= ${filter.end}
    and e.ends_at < ${now.toISOString()} and e.cancelled_at is null${cityIs(sql`e.city`, filter.city)}`;
  // r.event_id, not r.id: both counted from rsvps_event_checked_in_idx alone.
  const counts = sql`count(r.event_id) as registered, count(r.checked_in_at) as checkedIn`;
  const joined = sql`from events e left join rsvps r on r.event_id = e.id and r.status = 'confirmed'`;
  const [events, cities] = await Promise.all([
    db.all<Counted<AttendanceEventRow>>(sql`
      select e.id as id, e.name as name, e.city as city, e.starts_at as startsAt, ${counts}
      ${joined} where ${past} group by e.id order by e.starts_at, e.id`),
    db.all<Counted<AttendanceCityRow>>(sql`
      select e.city as city, ${counts} ${joined} where ${past} group by e.city order by e.city`),
  ]);
  return { range: rangeOf(filter), events: events.map(withNoShows), cities: cities.map(withNoShows) };
}

function withNoShows<T extends Omit<AttendanceCounts, "noShows" | "noShowRate">>(row: T) {
  const noShows = row.registered - row.checkedIn;
  return { ...row, noShows, noShowRate: ratio(noShows, row.registered) };
}
