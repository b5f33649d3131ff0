import type { AsrMethod, Language, MembershipTierId, SubscriptionStatus } from "./enums";

/** GET /api/auth/user: every field of spec point 3's current user. */
export type CurrentUser = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  emailVerified: boolean;
  /** The member's own number (E.164 when it was checked), so forms need not ask again. */
  phoneNumber: string | null;
  profileImageUrl: string | null;
  title: string | null;
  company: string | null;
  location: string | null;
  bio: string | null;
  skills: string[];
  languages: string[];
  prayerTimesEnabled: boolean;
  /** Asr by the standard or the Hanafi shadow length (preferences; issue 6). */
  asrMethod: AsrMethod;
  preferredLanguage: Language;
  timeZone: string;
  /** The tier whose benefits apply now (Basic once a paid period has ended). */
  membershipTier: MembershipTierId;
  membershipId: string | null;
  subscriptionStatus: SubscriptionStatus | null;
  profileCompleted: boolean;
  onboardingCompletedAt: string | null;
  halalCertified: boolean;
  role: "member" | "admin";
  /**
   * How many upcoming events this member is a steward of (checks attendees in at the door): above 0,
   * the menus offer "My door duties" and admin pages send a steward who is not an admin there.
   */
  stewardEvents: number;
};
