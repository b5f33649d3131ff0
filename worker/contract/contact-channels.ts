/*
 * Phone numbers and the other ways to reach someone (a job's way to apply), in one module: both need
 * libphonenumber, and one shared chunk keeps the app's lazy-route map (in the first visit's entry) small.
 * The form schemas built on them are in ./phone-schemas: a job's page reads its "Apply" link from here
 * without loading zod.
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Members live in Saudi Arabia and keep Pakistani numbers: a number written without its country code
 * is read as Saudi first, then as Pakistani. Numbers with a country code are taken from anywhere.
 * The small ("min") metadata checks lengths and prefixes, which is all a form needs.
 */
const homeRegions = ["SA", "PK"] as const;

/** The number in E.164 (+966501234567), or null when it is not a phone number. */
export function toE164(raw: string): string | null {
  const text = raw.trim().replace(/^00/, "+");
  if (!/\d/.test(text)) return null;
  for (const region of homeRegions) {
    const phone = parsePhoneNumberFromString(text, region);
    if (phone?.isValid()) return phone.number;
  }
  return null;
}

export const PHONE_INVALID = "Enter a valid phone number, for example +966 50 123 4567";

/** Where a candidate applies, read from a job's how-to-apply text: what the "Apply" button opens. */
export type ApplyChannel =
  | { kind: "email"; target: string; href: `mailto:${string}` }
  | { kind: "link"; target: string; href: `https://${string}` }
  | { kind: "phone"; target: string; href: `tel:${string}` };

const emailPattern = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/i;
// https only: an "Apply" button never sends a candidate's details over plain http.
const linkPattern = /https:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/i;

/**
 * The first email address, else https link, else phone number (Saudi by default, Pakistani next)
 * in the text; null when it names none. Posting and approving a job both require one.
 */
export function applyChannelOf(text: string | null | undefined): ApplyChannel | null {
  if (!text) return null;
  const email = emailPattern.exec(text)?.[0];
  if (email) return { kind: "email", target: email, href: `mailto:${email}` };
  const link = linkPattern.exec(text)?.[0];
  if (link) return { kind: "link", target: link, href: link as `https://${string}` };
  for (const region of homeRegions) {
    const [phone] = findPhoneNumbersInText(text, region).filter((found) => found.number.isValid());
    if (phone) {
      const target = text.slice(phone.startsAt, phone.endsAt);
      return { kind: "phone", target, href: `tel:${phone.number.number}` };
    }
  }
  return null;
}

export const NO_APPLY_CHANNEL = "Add an email address, an https:// link or a phone number to apply";
