import type { ShownIn } from "./content-language";
import type { MembershipTierId } from "./enums";

/** What a card says at the counter: in force, past its paid period, or the account is suspended. */
export const membershipStatuses = ["valid", "expired", "suspended"] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** Every card date (valid until, member since) is the calendar day in Riyadh, on every screen and mail. */
export const CARD_TIME_ZONE = "Asia/Riyadh";
/** Saudi Arabia keeps UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The Riyadh calendar day (YYYY-MM-DD) of a card date, as mails write it; the app formats the same day. */
export const cardDay = (iso: string): string =>
  new Date(Date.parse(iso) + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

/** The first moment of a Riyadh calendar day (YYYY-MM-DD), as stored: a "member since" day. */
export const startOfCardDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - RIYADH_OFFSET_MS).toISOString();

/**
 * The last moment of a Riyadh calendar day, as stored: a card "valid until 31 March 2027" is valid
 * all that day in Riyadh, and cardDay gives the same day back.
 */
export const endOfCardDay = (day: string): string =>
  new Date(Date.parse(`${day}T23:59:59.999Z`) - RIYADH_OFFSET_MS).toISOString();

/**
 * A membership id as issued, `{PREFIX}-YYYYMMDD-NNNN` (the prefix's letters, the Riyadh date, four
 * digits, or five and more once a day's 10,000 are issued), with any spaces, dots or dashes between
 * its parts. A prefix of several words ("SPPC KSA") keeps one dash between them.
 */
const looseMembershipId = /^([A-Z]+(?:[\s._-]+[A-Z]+)*)[\s._-]*(\d{8})[\s._-]*(\d{4,})$/;

/**
 * The issued form of an id typed loosely: any case, spaces, dashes or dots anywhere between its
 * parts ("sppc 20261127 1234", "SPPC-20261127-1234 ", "sppc20261127-1234" all give
 * "SPPC-20261127-1234"). Any other number (one a community issued before it moved here and the
 * import kept: "PK-00123", "1234") comes back trimmed, its spaces single, as the import stores it.
 */
export function normaliseMembershipId(input: string): string {
  const trimmed = input.trim().replace(/\s+/g, " ");
  const parts = looseMembershipId.exec(trimmed.toUpperCase());
  if (!parts) return trimmed;
  const prefix = (parts[1] ?? "").split(/[\s._-]+/).join("-");
  return `${prefix}-${parts[2]}-${parts[3]}`;
}

/**
 * GET /api/membership/verify/:membershipId: what a partner merchant may see of a card.
 * Deliberately minimal: first name and last initial only, no contact or profile data.
 */
export type MembershipVerification = ShownIn<"tierName"> & {
  membershipId: string;
  /** True only when `status` is "valid": Basic (no end date) or a paid tier before `validUntil`. */
  valid: boolean;
  /** Why a card is not valid: its paid period ended, or the account is suspended. */
  status: MembershipStatus;
  tierName: string;
  /** The tier's partner discount in percent while the card is valid; null otherwise (or unset). */
  discountPercent: number | null;
  /** "Ayesha K." */
  displayName: string;
  /** null: Basic, which does not expire. */
  validUntil: string | null;
};

/** The partner's texts that admins write in English, Arabic and Urdu. */
export const partnerTranslatedFields = ["name", "category"] as const;

/**
 * GET /api/membership/partners: active partner discounts for the card page, in their order, named
 * and categorised in the reader's language (English where missing: see shownIn).
 */
export type PartnerDiscount = ShownIn<(typeof partnerTranslatedFields)[number]> & {
  id: string;
  name: string;
  discountPercent: number;
  category: string;
};

/** GET /api/membership/card: the signed-in member's own card; `card` is null without a membership id. */
export type OwnMembershipCard = ShownIn<"tierName"> & {
  membershipId: string;
  name: string;
  tierId: MembershipTierId;
  tierName: string;
  discountPercent: number | null;
  valid: boolean;
  city: string | null;
  profession: string | null;
  company: string | null;
  memberSince: string | null;
  /** null: Basic, which does not expire. */
  validUntil: string | null;
};
