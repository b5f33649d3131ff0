// The phone fields of the forms (RSVP, membership, business listing, contact, onboarding): checked as
// phone numbers (./contact-channels) and stored in E.164.
import { z } from "zod";
import { PHONE_INVALID, toE164 } from "./contact-channels";

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

/**
 * An optional phone field (contact, business listing, onboarding): empty means no number (null);
 * anything else must be a phone number, stored in E.164.
 */
export const optionalPhoneSchema = (invalidMessage = PHONE_INVALID) =>
  z
    .string()
    .trim()
    .max(40, { error: invalidMessage })
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const e164 = toE164(value);
      if (e164) return e164;
      context.addIssue({ code: "custom", message: invalidMessage });
      return z.NEVER;
    });
