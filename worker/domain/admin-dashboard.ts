import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** A member counts as active when they used a session within this many days. */
export const ACTIVE_WINDOW_DAYS = 90;
const RECENT_SIGNUPS = 10;
const UPCOMING_EVENTS = 10;

export type AdminStats = {
  /** Every row of `members` (one per account, suspended ones included). */
  totalMembers: number;
  /**
   * Members not suspended (`account_status = 'active'`) whose `last_active_at` (refreshed at most daily
   * whenever they use a session) falls within the last ACTIVE_WINDOW_DAYS days.
   */
  activeMembers: number;
  /** Members whose `profile_completed` is still false (onboarding not finished). */
  pendingProfiles: number;
  /** `welcome_emails` rows with `sent_at` set: set only after the mailer accepted the message. */
  emailsSent: number;
};

export type RecentSignup = { name: string; email: string; joined: string; tier: string };
export type UpcomingEvent = {
  id: string;
  slug: string;
  name: string;
  startsAt: string;
  capacity: number;
  confirmed: number;
  waitlisted: number;
};
/** What waits for an admin's decision, per existing admin section. */
export type PendingModeration = {
  photos: number;
  jobs: number;
  businesses: number;
  applications: number;
  reports: number;
};

export type AdminDashboard = AdminStats & {
  recentSignups: RecentSignup[];
  upcomingEvents: UpcomingEvent[];
  pendingModeration: PendingModeration;
};

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
