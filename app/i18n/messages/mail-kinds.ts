import type { EmailKind } from "../../../worker/contract/outbox";
import { defineCatalog } from "../define";

/** The name of each kind of mail the app writes (the outbox's kind filter and its items). */
const en = {
  "verify-email": "Email verification",
  "reset-password": "Password reset",
  "password-changed": "Password changed",
  "account-deleted": "Account deleted",
  inactivity: "Inactive account notice",
  "rsvp-confirmed": "RSVP confirmed",
  "rsvp-waitlisted": "RSVP waitlisted",
  "rsvp-promoted": "Moved off the waitlist",
  "rsvp-cancelled": "RSVP cancelled",
  "rsvp-reminder": "Event reminder",
  "event-seat-cancelled": "Seat cancelled by staff",
  "event-changed": "Event changed",
  "event-cancelled": "Event cancelled",
  "event-message": "Message to attendees",
  "job-reviewed": "Job listing reviewed",
  "business-reviewed": "Business listing reviewed",
  "tender-alert": "Tender alert",
  "mentorship-requested": "Mentorship requested",
  "mentorship-updated": "Mentorship updated",
  "contact-received": "Contact form received (staff)",
  "contact-confirmation": "Contact form confirmation",
  "application-reviewed": "Membership application reviewed",
  "payment-receipt": "Payment receipt",
  "membership-renewal": "Membership renewal reminder",
  "membership-expired": "Membership expired",
  welcome: "Welcome",
  "welcome-profile": "Complete your profile",
  "content-reviewed": "Content reviewed",
  "checkout-link": "Payment link",
  "account-exists": "Account already exists",
  "sign-in-failures": "Failed sign-in warning",
  "steward-added": "Event steward added",
  campaign: "Campaign",
} satisfies Record<EmailKind, string>;

export type MailKindTexts = typeof en;

export const mailKindMessages = defineCatalog(en, {
  ar: () => import("./mail-kinds.ar"),
  ur: () => import("./mail-kinds.ur"),
});
