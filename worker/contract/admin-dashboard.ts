import type { MembershipTierId } from "./enums";

/** GET /api/admin/stats: what the /admin dashboard shows (worker/domain/admin-dashboard.ts). */

/** Members count as active when they used a session within this many days. */
export const ACTIVE_WINDOW_DAYS = 90;

export type AdminStats = {
  /** Every row of `members` (one per account, suspended ones included). */
  totalMembers: number;
  /**
   * Members not suspended (`account_status = 'active'`) whose `last_active_at` (refreshed at most daily
   * whenever they use a session) falls within the last ACTIVE_WINDOW_DAYS (90) days.
   */
  activeMembers: number;
  /** Members whose `profile_completed` is still false (onboarding not finished). */
  pendingProfiles: number;
  /** `welcome_emails` rows with `sent_at` set: set when the email is in the mail outbox. */
  emailsSent: number;
};

export type RecentSignup = { name: string; email: string; joined: string; tier: MembershipTierId };
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
