import { defineCatalog } from "../define";

/** /membership: the registration flow (spec point 3) and its success card. */
const en = {
  registerTab: "Register",
  applyTab: "Apply for membership",
  stepTier: "Step 1 of 2: Choose your tier",
  stepProfile: "Step 2 of 2: Your details",
  free: "Free",
  perYear: "{price} per year",
  discount: "{percent} partner discount",
  tiersLoading: "Loading membership tiers…",
  tiersError: "The membership tiers could not be loaded. Please try again.",
  tiersEmpty: "No membership tiers are available yet.",
  next: "Next",
  back: "Back",
  fullName: "Full Name",
  email: "Email",
  phone: "Phone",
  profession: "Profession",
  company: "Company",
  city: "City",
  choose: "Choose…",
  creating: "Creating Account",
  continuePayment: "Continue to Payment",
  complete: "Complete Registration",
  successTitle: "Registration Successful!",
  successText: "Your membership has been created.",
  failureTitle: "Registration Failed",
  failureText: "Please check your information and try again.",
  signInNeeded: "An account already uses this email. Sign in to register your membership.",
  signIn: "Sign in",
  cardHeading: "Welcome to SPPC",
  memberName: "Member",
  membershipId: "Membership ID",
  tier: "Tier",
  validUntil: "Valid until",
  setPassword: "We emailed you a link to set your password.",
  downloadCard: "Download Membership Card",
  continuePlatform: "Continue to Platform",
};

export type MembershipTexts = typeof en;

export const membershipMessages = defineCatalog(en, {
  ar: () => import("./membership.ar"),
  ur: () => import("./membership.ur"),
});
