// The seeded admin as a second actor, through the API in a request context of its own (no browser):
// what an admin would have done before the journey a spec walks (a tier, a mentor, a job).
import { type APIResponse, type Page, request } from "playwright-core";
import { inject } from "vitest";
import type { AdminEvent, AdminEventInput } from "../../worker/contract/admin-events";
import type { AdminMembersPage } from "../../worker/contract/admin-members";
import type { AdminMentorInput } from "../../worker/contract/admin-mentorship";
import type { AdminBusinessInput } from "../../worker/contract/businesses";
import type { MemberCity } from "../../worker/contract/cities";
import { type MembershipTierId, professions } from "../../worker/contract/enums";
import type { AdminJobInput } from "../../worker/contract/jobs";
import type {
  MembershipRegisterInput,
  MembershipRegisterResult,
} from "../../worker/contract/membership-register";
import { completeOnboardingViaApi, originOf, SEEDED_ADMIN } from "./accounts";

export type AdminApi = {
  /** Premium and Executive are valid until `validUntil` (a year from now unless given). */
  setTier(email: string, tier: MembershipTierId, validUntil?: Date): Promise<void>;
  createMentor(mentor: AdminMentorInput): Promise<void>;
  /** A job as an admin publishes it: approved and listed at once; returns its slug. */
  createJob(job: AdminJobInput): Promise<string>;
  /** An event as an organiser creates it at /admin/events: listed at once, registration open. */
  createEvent(event: AdminEventInput): Promise<AdminEvent>;
  /** A business listing as an admin adds it at /admin/businesses: approved and listed at once; returns its slug. */
  createBusiness(business: AdminBusinessInput): Promise<string>;
  /** Makes the member with this email a steward of the event, as the event's Stewards panel does. */
  addSteward(eventId: string, email: string): Promise<void>;
  dispose(): Promise<void>;
};

async function ok(response: APIResponse, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

async function openAdminApi(): Promise<AdminApi> {
  const baseURL = inject("baseURL");
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await ok(await api.post("/api/auth/sign-in/email", { data: SEEDED_ADMIN }), "admin sign-in");

  const userIdOf = async (email: string) => {
    const answer = await ok(
      await api.get(`/api/admin/members?q=${encodeURIComponent(email)}`),
      `find ${email}`,
    );
    const found = ((await answer.json()) as AdminMembersPage).members.find(
      (member) => member.email === email.toLowerCase(),
    );
    if (!found) throw new Error(`No member with the email ${email}`);
    return found.userId;
  };

  return {
    async setTier(email, tier, validUntil = new Date(Date.now() + 365 * 86_400_000)) {
      const userId = await userIdOf(email);
      await ok(
        await api.put(`/api/admin/members/${userId}/tier`, {
          data: { tier, ...(tier === "basic" ? {} : { validUntil: validUntil.toISOString() }) },
        }),
        `tier of ${email}`,
      );
    },
    async createMentor(mentor) {
      await ok(await api.post("/api/admin/mentorship/mentors", { data: mentor }), "mentor");
    },
    async createJob(job) {
      const answer = await ok(await api.post("/api/admin/jobs", { data: job }), "job");
      return ((await answer.json()) as { job: { slug: string } }).job.slug;
    },
    async createEvent(event) {
      const answer = await ok(await api.post("/api/admin/events", { data: event }), "event");
      return ((await answer.json()) as { event: AdminEvent }).event;
    },
    async createBusiness(business) {
      const answer = await ok(await api.post("/api/admin/businesses", { data: business }), "business");
      return ((await answer.json()) as { business: { slug: string } }).business.slug;
    },
    async addSteward(eventId, email) {
      await ok(await api.post(`/api/admin/events/${eventId}/stewards`, { data: { email } }), "steward");
    },
    dispose: () => api.dispose(),
  };
}

/** One step as the seeded admin: a session for it, closed afterwards whatever happens. */
export async function asAdmin<T>(step: (admin: AdminApi) => Promise<T>): Promise<T> {
  const admin = await openAdminApi();
  try {
    return await step(admin);
  } finally {
    await admin.dispose();
  }
}

export type PremiumProfile = {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  location: MemberCity;
};

/**
 * Registers the signed-in member (a membership number), finishes their onboarding and has the admin
 * make them Premium for 300 days, as registration, onboarding and a bank transfer would leave them;
 * returns the membership number.
 */
export async function givePremiumMembership(page: Page, admin: AdminApi, member: PremiumProfile) {
  const registration: MembershipRegisterInput = {
    fullName: `${member.firstName} ${member.lastName}`,
    email: member.email,
    phone: "+966501234567",
    // Registration takes a profession from the list; onboarding below sets the free-text job title.
    profession: professions.find((profession) => profession === member.title) ?? "Other",
    company: member.company,
    city: member.location,
    membershipTier: "standard",
  };
  const response = await page.request.post("/api/membership/register", {
    data: registration,
    headers: { Origin: originOf(page) },
  });
  await ok(response, "membership registration");
  const { membershipId } = (await response.json()) as MembershipRegisterResult;
  await completeOnboardingViaApi(page, {
    firstName: member.firstName,
    lastName: member.lastName,
    jobTitle: member.title,
    company: member.company,
    location: member.location,
  });
  await admin.setTier(member.email, "premium", new Date(Date.now() + 300 * 86_400_000));
  if (!membershipId) throw new Error("A signed-in registration answered without a membership id");
  return membershipId;
}
