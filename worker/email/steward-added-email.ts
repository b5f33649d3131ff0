import type { Language } from "../contract/enums";
import type { EventSummary } from "../contract/events";
import { whenText, whereText } from "./event-change-templates";
import { fillHtml, fillText, type MailContent, type MailValue } from "./mail-content";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { escapeHtml } from "./notice";

export type Copy = {
  subject: string;
  greeting: string;
  body: string;
  door: string;
  menu: string;
  button: string;
};

/** The name in the reader's language; `shownIn.name` says when it is English instead (a fallback). */
type StewardEvent = Pick<EventSummary, "name" | "venue" | "address" | "startsAt" | "endsAt"> & {
  shownIn?: { name: Language };
};

/**
 * Tells a member an admin made them a steward of an event: which event, when and where, and the link
 * to its door screen (/admin/checkin/{eventId}), in the member's language (Arabic and Urdu right to left).
 */
export function stewardAddedEmail(input: {
  to: string;
  name: string;
  language: Language;
  event: StewardEvent;
  doorUrl: string;
}): EmailMessage {
  const { language } = input;
  const copy = mailMessages[language].stewardAdded;
  const label = mailMessages[language].eventMail;
  const event: MailContent = { value: input.event.name, language: input.event.shownIn?.name ?? language };
  const values: Record<string, MailValue> = { event, name: input.name };
  const details = `${label.when}: ${whenText(input.event, language)}\n${label.where}: ${whereText(input.event, language)}`;
  const paragraphs = [copy.greeting, copy.body].map((part) => fillText(part, values));
  const text = [
    ...paragraphs,
    details,
    copy.door,
    copy.menu,
    `${copy.button}: ${input.doorUrl}`,
    "SPPC",
  ].join("\n\n");
  const p = (html: string) => `<p>${html.replaceAll("\n", "<br>")}</p>`;
  const button = `<p><a href="${escapeHtml(input.doorUrl)}" style="background:#046c35;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(copy.button)}</a></p>`;
  const body = [
    p(fillHtml(copy.greeting, values, language)),
    p(fillHtml(copy.body, values, language)),
    p(escapeHtml(details)),
    p(escapeHtml(copy.door)),
    button,
    p(escapeHtml(copy.menu)),
  ].join("");
  const html = `<!doctype html><html lang="${language}" dir="${language === "en" ? "ltr" : "rtl"}"><body style="font-family:sans-serif;line-height:1.6">${body}<p>SPPC</p></body></html>`;
  return { to: input.to, subject: fillText(copy.subject, values), text, html, kind: "steward-added" };
}
