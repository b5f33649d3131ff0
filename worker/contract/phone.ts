import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";

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

/** A required phone field: checked as a phone number and stored in E.164. */
export const phoneSchema = (requiredMessage: string, invalidMessage = PHONE_INVALID) =>
  z
    .string()
    .trim()
    .min(1, { error: requiredMessage })
    .max(40)
    .transform((value, context) => {
      const e164 = toE164(value);
      if (e164) return e164;
      context.addIssue({ code: "custom", message: invalidMessage });
      return z.NEVER;
    });
