import type { Language } from "../../i18n/define";

/** A card date ("21 Nov 2027") in the reader's language; the stored value is an ISO instant. */
export function formatCardDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
}

/** The address a card's QR code points to: the public verification page on this site. */
export function verifyUrl(origin: string, membershipId: string): string {
  return `${origin}/verify/${encodeURIComponent(membershipId)}`;
}
