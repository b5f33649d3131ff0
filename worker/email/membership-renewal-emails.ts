import type { Language } from "../contract/enums";
import { mailDay } from "./mail-content";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";
import { formatSar } from "./payment-emails";

export type RenewalCopy = {
  subject: string;
  greeting: string;
  body: string;
  price: string;
  methods: string;
  button: string;
};

export type RenewalEmailOptions = {
  to: string;
  name: string;
  language: Language;
  /** The tier's id (for the payment link) and display name (for the text). */
  tier: string;
  tierName: string;
  membershipId: string | null;
  /** The period's end (ISO). */
  validUntil: string;
  /** The tier's current price; null when the tier is not configured (the price line is left out). */
  priceHalalas: number | null;
  siteUrl: string;
  /** Where to ask for bank transfer details; the site's /contact page when not given. */
  supportEmail?: string;
};

/**
 * The /checkout page's payment link for this membership and tier. A member without a membership id
 * (never registered through /membership) pays for their own account once signed in.
 */
export function renewalLink(siteUrl: string, membershipId: string | null, tier: string): string {
  const url = new URL("/checkout", siteUrl);
  if (membershipId) url.searchParams.set("membership_id", membershipId);
  url.searchParams.set("tier", tier);
  return url.toString();
}

function renewalNotice(
  kind: "membership-renewal" | "membership-expired",
  copy: RenewalCopy,
  options: RenewalEmailOptions,
): EmailMessage {
  const values: Record<string, string> = {
    name: options.name,
    tier: options.tierName,
    date: mailDay(options.validUntil, options.language),
    amount: options.priceHalalas === null ? "" : formatSar(options.priceHalalas),
    contact: options.supportEmail || new URL("/contact", options.siteUrl).toString(),
  };
  // Functions as replacements: a "$&" in a name stays as typed.
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const paragraphs = [fill(copy.greeting), fill(copy.body)];
  if (options.priceHalalas !== null) paragraphs.push(fill(copy.price));
  paragraphs.push(fill(copy.methods));
  return noticeEmail({
    to: options.to,
    kind,
    language: options.language,
    subject: fill(copy.subject),
    paragraphs,
    link: { label: copy.button, url: renewalLink(options.siteUrl, options.membershipId, options.tier) },
  });
}

/** Sent 30 and 7 days before a paid period ends (worker/domain/membership/renewals.ts). */
export const membershipRenewalEmail = (options: RenewalEmailOptions) =>
  renewalNotice("membership-renewal", mailMessages[options.language].renewal, options);

/** Sent once when a paid period has ended and the member is back on Basic benefits. */
export const membershipExpiredEmail = (options: RenewalEmailOptions) =>
  renewalNotice("membership-expired", mailMessages[options.language].expired, options);
