import { findPhoneNumbersInText } from "libphonenumber-js/min";

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
  for (const region of ["SA", "PK"] as const) {
    const [phone] = findPhoneNumbersInText(text, region).filter((found) => found.number.isValid());
    if (phone) {
      const target = text.slice(phone.startsAt, phone.endsAt);
      return { kind: "phone", target, href: `tel:${phone.number.number}` };
    }
  }
  return null;
}

export const NO_APPLY_CHANNEL = "Add an email address, an https:// link or a phone number to apply";
