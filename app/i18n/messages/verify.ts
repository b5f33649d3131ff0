import { defineCatalog } from "../define";

/** /verify/{membershipId}: the public page partner merchants open from a card's QR code. */
const en = {
  title: "Membership verification",
  lead: "Partner merchants: check that a card is real and current before giving the discount.",
  checking: "Checking the membership…",
  valid: "Valid membership",
  expired: "Membership expired",
  expiredNote: "This card is past its end date: give no member discount until it is renewed.",
  suspended: "Membership suspended",
  suspendedNote: "This member's account is suspended: give no member discount.",
  notFound: "No membership with this number",
  notFoundNote: "Check the number on the card, or ask the member to open their card again.",
  loadError: "The membership could not be checked. Please try again.",
  rateLimited:
    "Too many numbers that match no card were checked from this network. Please wait a few minutes, then try again.",
  retry: "Try again",
  membershipId: "Membership ID",
  member: "Member",
  tier: "Tier",
  discount: "Partner discount",
  discountValue: "{percent}%",
  validUntil: "Valid until",
  expiredOn: "Expired on",
};

export type VerifyTexts = typeof en;

export const verifyMessages = defineCatalog(en, {
  ar: () => import("./verify.ar"),
  ur: () => import("./verify.ur"),
});
