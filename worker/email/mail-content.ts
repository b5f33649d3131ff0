import type { Language } from "../contract/enums";
import { cardDay } from "../contract/membership-card";
import { EVENT_TIMEZONE } from "./ics";
import { escapeHtml } from "./notice";

/** An admin-written text put in a mail (an event's name), and the language it is actually in. */
export type MailContent = { value: string; language: Language };
/** What a copy's `{placeholder}` is filled with: our own words or what a member typed, or admin content. */
export type MailValue = string | number | MailContent;

const valueText = (value: MailValue) => (typeof value === "object" ? value.value : String(value));

/**
 * The plain-text copy with its `{placeholders}` filled. Functions as replacements, so a "$&" in a
 * value stays as typed; an unknown placeholder is left as it is.
 */
export const fillText = (template: string, values: Record<string, MailValue>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : valueText(value);
  });

/**
 * A value as HTML: escaped, and admin content shown in another language than the mail's (English where
 * the Arabic or Urdu version is missing) marked with its own `lang` and `dir`, so it reads in its
 * direction inside a right-to-left mail.
 */
export function valueHtml(value: MailValue, reader: Language): string {
  const escaped = escapeHtml(valueText(value));
  if (typeof value !== "object" || value.language === reader) return escaped;
  return `<span lang="${value.language}" dir="${value.language === "en" ? "ltr" : "rtl"}">${escaped}</span>`;
}

/** The copy as HTML: our words escaped, each placeholder filled with valueHtml. */
export const fillHtml = (template: string, values: Record<string, MailValue>, reader: Language) =>
  template
    .split(/(\{\w+\})/)
    .map((part) => {
      const value = /^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : undefined;
      return value === undefined ? escapeHtml(part) : valueHtml(value, reader);
    })
    .join("");

const plainDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day in a mail: in English as the card shows it ("2026-12-27", Riyadh's day), in Arabic and Urdu
 * written out in that language ("27 ديسمبر 2026"), always the Gregorian calendar on Riyadh's clock. A
 * plain date ("2026-12-27": a tender's deadline, a requested day) is that day wherever it is read.
 */
export function mailDay(value: string, language: Language): string {
  const plain = plainDate.test(value);
  if (language === "en") return plain ? value : cardDay(value);
  const date = new Date(plain ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, {
    dateStyle: "long",
    calendar: "gregory",
    timeZone: plain ? "UTC" : EVENT_TIMEZONE,
  }).format(date);
}
