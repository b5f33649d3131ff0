import type { CurrentUser } from "../../worker/contract/user";

let counter = 0;

/** A signed-in member as GET /api/auth/user answers; override what a test cares about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  counter += 1;
  return {
    id: `user-${counter}`,
    firstName: "Ayesha",
    lastName: "Khan",
    email: `ayesha${counter}@example.com`,
    profileImageUrl: null,
    title: "Engineer",
    company: "Aramco",
    location: "Riyadh",
    bio: null,
    skills: [],
    languages: ["English", "Urdu"],
    prayerTimesEnabled: true,
    preferredLanguage: "en",
    timeZone: "Asia/Riyadh",
    membershipTier: "basic",
    membershipId: null,
    subscriptionStatus: null,
    profileCompleted: true,
    onboardingCompletedAt: null,
    halalCertified: false,
    ...overrides,
  };
}
