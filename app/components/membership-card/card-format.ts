import { CARD_TIME_ZONE } from "../../../worker/contract/membership-card";
import type { Language } from "../../i18n/define";

/**
 * A card date ("21 Nov 2027") in the reader's language; the stored value is an ISO instant. The day is
 * the one in Riyadh wherever the reader is, so the card, /verify and the mails all show the same date.
 */
export function formatCardDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: CARD_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** The address a card's QR code points to: the public verification page on this site. */
export function verifyUrl(origin: string, membershipId: string): string {
  return `${origin}/verify/${encodeURIComponent(membershipId)}`;
}
