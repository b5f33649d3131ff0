import type { Language } from "../contract/enums";
import { isOneOf } from "../contract/enums";
import type { MailTopic } from "../contract/mail-topics";
import { mailTopics } from "../contract/mail-topics";
import { fromBase64url, toBase64url } from "../lib/base64url";
import { signToken, tokenValid } from "../lib/signing-secret";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { escapeHtml } from "./notice";

/**
 * What an unsubscribe link stands for: this member, this kind of mail, and (for a campaign) which one
 * brought them, so the campaign can count who left through it.
 */
export type UnsubscribeClaim = { userId: string; topic: MailTopic; campaignId?: string };

const PURPOSE = "unsubscribe";
/**
 * Mail is read (and its footer tapped) months later; a year and a bit keeps every link of the last
 * year working. The token only ever switches mail off (and back on from its own page), so a long life
 * risks nothing but an unwanted unsubscribe by someone the mail was forwarded to.
 */
export const UNSUBSCRIBE_VALID_MS = 400 * 86_400_000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** `{claim as base64url JSON}.{expiresAt}.{signature}`: no database row per mail, nothing to look up. */
export async function unsubscribeToken(secret: string, claim: UnsubscribeClaim, now: Date): Promise<string> {
  const subject = toBase64url(encoder.encode(JSON.stringify(claim)));
  return `${subject}.${await signToken(secret, PURPOSE, subject, now.getTime() + UNSUBSCRIBE_VALID_MS)}`;
}

/** The claim of a token this worker signed and that has not expired; null for anything else. */
export async function readUnsubscribeToken(
  secret: string,
  token: string,
  now: Date,
): Promise<UnsubscribeClaim | null> {
  const [subject, expires, signature, ...rest] = token.split(".");
  if (!subject || !expires || !signature || rest.length > 0 || subject.length > 400) return null;
  if (!(await tokenValid(secret, PURPOSE, subject, `${expires}.${signature}`, now.getTime()))) return null;
  try {
    const claim = JSON.parse(decoder.decode(fromBase64url(subject))) as Partial<UnsubscribeClaim>;
    if (typeof claim.userId !== "string" || !isOneOf(mailTopics, claim.topic)) return null;
    const campaignId = typeof claim.campaignId === "string" ? claim.campaignId : undefined;
    return { userId: claim.userId, topic: claim.topic, ...(campaignId ? { campaignId } : {}) };
  } catch {
    return null;
  }
}

/** The page the visible link opens (it asks before it unsubscribes: mail scanners follow links). */
export const unsubscribePageUrl = (origin: string, token: string, language: Language) =>
  `${origin}/unsubscribe/${token}?lang=${language}`;
/** RFC 8058's one-click target: the mail client POSTs `List-Unsubscribe=One-Click` here, no sign-in. */
export const oneClickUrl = (origin: string, token: string) => `${origin}/api/unsubscribe/${token}`;

/**
 * A bulk mail made ready to send: the visible unsubscribe line in the member's language at the end of
 * the text and the HTML, and the `List-Unsubscribe` and `List-Unsubscribe-Post` headers Gmail and Yahoo
 * require of bulk senders (RFC 2369, RFC 8058).
 */
export async function withUnsubscribe(
  message: EmailMessage,
  input: { secret: string; origin: string; claim: UnsubscribeClaim; language: Language; now: Date },
): Promise<EmailMessage> {
  const token = await unsubscribeToken(input.secret, input.claim, input.now);
  const page = unsubscribePageUrl(input.origin, token, input.language);
  const words = mailMessages[input.language].unsubscribe;
  const why = words.why[input.claim.topic];
  const line = `${why} ${words.link}: ${page}`;
  const footer = `<p style="font-size:12px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(page)}">${escapeHtml(words.link)}</a></p>`;
  const html = message.html.includes("</body>")
    ? message.html.replace("</body>", `${footer}</body>`)
    : `${message.html}${footer}`;
  return {
    ...message,
    text: `${message.text}\n\n${line}`,
    html,
    headers: {
      ...message.headers,
      "List-Unsubscribe": `<${oneClickUrl(input.origin, token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
