import { describe, expect, it } from "vitest";
import { businessSubmissionSchema } from "../../worker/contract/businesses";
import { contactMessageSchema } from "../../worker/contract/contact";
import { PHONE_INVALID } from "../../worker/contract/contact-channels";
import { onboardingSchema } from "../../worker/contract/onboarding";

// The business listing, contact and onboarding forms check phones as the RSVP does: a number without
// its country code is read as Saudi, then Pakistani; what is stored is E.164; anything else is refused
// with one clear message (the app shows it from its catalog).

const business = (phone: string) => ({
  name: "Karachi Kitchen",
  industry: "Food & Beverage",
  description: "Home-style Pakistani food in the heart of Riyadh.",
  location: "Riyadh",
  website: "",
  contactEmail: "hello@example.com",
  phone,
});
const contact = (phone: string) => ({
  firstName: "Bilal",
  lastName: "Ahmed",
  email: "bilal@example.com",
  phone,
  subject: "Corporate membership",
  message: "Is there a group membership?",
  privacyConsent: true,
});
const onboarding = (phoneNumber: string) => ({
  firstName: "Ayesha",
  lastName: "Khan",
  phoneNumber,
  location: "Riyadh",
  jobTitle: "Engineer",
  company: "Aramco",
  consent: {
    pdplConsentGiven: true,
    marketingOptIn: false,
    dataProcessingOptIn: true,
    profileSharingOptIn: false,
    consentDate: "2026-01-01T00:00:00.000Z",
  },
  profileCompleted: true,
  onboardingCompletedAt: "2026-01-01T00:00:00.000Z",
});

const forms = {
  business: (phone: string) => businessSubmissionSchema.safeParse(business(phone)),
  contact: (phone: string) => contactMessageSchema.safeParse(contact(phone)),
  onboarding: (phone: string) => onboardingSchema.safeParse(onboarding(phone)),
};
const phoneOf = (parsed: { success: boolean; data?: unknown }) => {
  const data = parsed.data as { phone?: unknown; phoneNumber?: unknown } | undefined;
  return data?.phone ?? data?.phoneNumber;
};
const phoneErrors = (parsed: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  parsed.error?.issues.filter((issue) => /^phone/.test(String(issue.path[0]))).map((issue) => issue.message);

describe.each(Object.entries(forms))("the %s form's phone", (_form, parse) => {
  it("reads a local number as Saudi, then Pakistani, and stores E.164", () => {
    expect(phoneOf(parse("050 123 4567"))).toBe("+966501234567");
    expect(phoneOf(parse("+966 50 123-4567"))).toBe("+966501234567");
    expect(phoneOf(parse("0300 1234567"))).toBe("+923001234567");
    expect(phoneOf(parse("0092 300 1234567"))).toBe("+923001234567");
  });

  it("refuses what is not a phone number with the one message", () => {
    for (const typed of ["12", "call me", "+966 12", "0501234567890123"]) {
      const parsed = parse(typed);
      expect(parsed.success).toBe(false);
      expect(phoneErrors(parsed)).toEqual([PHONE_INVALID]);
    }
  });

  it("stays optional", () => {
    const parsed = parse("");
    expect(parsed.success).toBe(true);
    expect(phoneOf(parsed) ?? "").toBe("");
  });
});
