import { sql } from "drizzle-orm";
import {
  ACTIVE_WINDOW_DAYS,
  type AdminDashboard,
  type AdminStats,
  type PendingModeration,
  type RecentSignup,
  type UpcomingEvent,
} from "../contract/admin-dashboard";
import type { Database } from "../db/client";

const RECENT_SIGNUPS = 10;
const UPCOMING_EVENTS = 10;

/** Everything the /admin dashboard shows, straight from the database. */
export async function adminDashboard(db: Database, now: Date): Promise<AdminDashboard> {
  const activeSince = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000).toISOString();
  const nowIso = now.toISOString();
  const [counts, signups, upcoming] = await Promise.all([
    db.all<AdminStats & PendingModeration>(sql`
      select
        (select count(*) from members) as totalMembers,
        (select count(*) from members
           where account_status = 'active' and last_active_at >= ${activeSince}) as activeMembers,
        (select count(*) from members where profile_completed = 0) as pendingProfiles,
        (select count(*) from welcome_emails where sent_at is not null) as emailsSent,
        (select count(*) from event_photos where status = 'pending') as photos,
        (select count(*) from jobs where status = 'pending') as jobs,
        (select count(*) from businesses where status = 'pending') as businesses,
        (select count(*) from membership_applications where status = 'pending') as applications,
        (select count(*) from post_reports where status = 'open') as reports`),
    db.all<RecentSignup>(sql`
      select u.name as name, u.email as email, m.created_at as joined, m.membership_tier as tier
        from members m join user u on u.id = m.user_id
       order by m.created_at desc, m.user_id
       limit ${RECENT_SIGNUPS}`),
    db.all<UpcomingEvent>(sql`
      select e.id as id, e.slug as slug, e.name as name, e.starts_at as startsAt, e.capacity as capacity,
             (select count(*) from rsvps r where r.event_id = e.id and r.status = 'confirmed') as confirmed,
             (select count(*) from rsvps r where r.event_id = e.id and r.status = 'waitlisted') as waitlisted
        from events e
       where e.starts_at >= ${nowIso}
       order by e.starts_at
       limit ${UPCOMING_EVENTS}`),
  ]);
  const row = counts[0];
  const n = (value: number | undefined) => Number(value ?? 0);
  return {
    totalMembers: n(row?.totalMembers),
    activeMembers: n(row?.activeMembers),
    pendingProfiles: n(row?.pendingProfiles),
    emailsSent: n(row?.emailsSent),
    recentSignups: signups,
    upcomingEvents: upcoming,
    pendingModeration: {
      photos: n(row?.photos),
      jobs: n(row?.jobs),
      businesses: n(row?.businesses),
      applications: n(row?.applications),
      reports: n(row?.reports),
    },
  };
}
