import type { Language } from "../../i18n/define";

/** A ledger time in the member's own time zone, in their language's calendar format. */
export function formatMoment(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
