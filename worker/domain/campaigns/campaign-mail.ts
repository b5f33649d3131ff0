import { sql } from "drizzle-orm";
import { type CampaignKind, campaignLinkPattern, type LocalisedText } from "../../contract/campaigns";
import type { Language } from "../../contract/enums";
import type { Database } from "../../db/client";
import type { EmailMessage } from "../../email/mailer";
import { escapeHtml } from "../../email/notice";
import type { MailBatch } from "../../email/outbox/templates";
import { withUnsubscribe } from "../../email/unsubscribe";
import { isLanguage } from "../../lib/language";
import { mailTopicOn } from "../mail-preferences/topic-consent";
import { campaignTopic } from "./segment";

/** What a campaign's mail is written from. */
export type CampaignContent = { id: string; kind: CampaignKind; subject: LocalisedText; body: LocalisedText };
export type CampaignReader = { userId: string; email: string; language: Language };

/** The member's language when the campaign was written in it, else English (read left to right). */
export function campaignLanguage(
  content: Pick<CampaignContent, "subject" | "body">,
  reader: Language,
): Language {
  if (reader === "en") return "en";
  return content.subject[reader]?.trim() && content.body[reader]?.trim() ? reader : "en";
}

/** The subject and body a member reads, mailed or opened in the app, with the direction of their language. */
export function campaignText(
  content: Pick<CampaignContent, "subject" | "body">,
  reader: Language,
): { language: Language; dir: "ltr" | "rtl"; subject: string; body: string } {
  const language = campaignLanguage(content, reader);
  return {
    language,
    dir: language === "en" ? "ltr" : "rtl",
    subject: (content.subject[language] ?? content.subject.en).trim(),
    body: (content.body[language] ?? content.body.en).trim(),
  };
}

/** Plain text as the admin typed it, escaped; blank lines part paragraphs, and web addresses become links. */
export function bodyHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph.trim()).replace(
        campaignLinkPattern,
        (url) => `<a href="${url}">${url}</a>`,
      );
      return `<p>${escaped.replaceAll("\n", "<br>")}</p>`;
    })
    .join("");
}

/**
 * The campaign as this member reads it: in their language (English where it was not written in it),
 * with the unsubscribe line and RFC 8058 headers for the campaign's kind of mail, naming the campaign
 * so its "unsubscribed" count finds who left through it.
 */
export async function campaignMessage(
  content: CampaignContent,
  reader: CampaignReader,
  link: { secret: string; origin: string; now: Date },
): Promise<EmailMessage> {
  const { language, dir, subject, body } = campaignText(content, reader.language);
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.6">${bodyHtml(body)}<p>SPPC</p></body></html>`;
  const message: EmailMessage = {
    to: reader.email,
    subject,
    text: `${body}\n\nSPPC`,
    html,
    kind: "campaign",
  };
  return withUnsubscribe(message, {
    ...link,
    claim: { userId: reader.userId, topic: campaignTopic(content.kind), campaignId: content.id },
    language,
  });
}

export type CampaignMailParams = { campaignId: string; userId: string; origin: string };

type ReaderRow = {
  userId: string;
  email: string;
  language: string;
  marketing: number;
  announcements: number;
};

export function loadCampaignContent(db: Database, id: string) {
  return db.get<{ id: string; kind: CampaignKind; subject: string; body: string }>(
    sql`select id, kind, subject, body from campaigns where id = ${id}`,
  );
}

/**
 * The mail template "campaign" (background/mail-templates.ts): rendered when sent, the campaign read
 * once per queue batch and every member of the batch in one query. A member who switched the mail's
 * kind off since the rows were written gets nothing (null: "nothing to tell").
 */
export async function renderCampaignMail(
  db: Database,
  params: Record<string, unknown>,
  batch: MailBatch,
): Promise<EmailMessage | null> {
  const { campaignId, userId, origin } = params as CampaignMailParams;
  // Loaders are async functions so the memo keeps a settled Promise: drizzle's own query promise
  // runs its query again on every await (each mail of the batch would read the database again).
  const found = await batch.memo(
    `campaign:${campaignId}`,
    async () => await loadCampaignContent(db, campaignId),
  );
  if (!found) return null;
  const readers = await batch.memo("campaign:readers", async () => {
    const ids = [...new Set(batch.siblings.map((sibling) => String(sibling.userId)))];
    return await db.all<ReaderRow>(sql`
      select u.id as userId, u.email, m.preferred_language as language,
             ${mailTopicOn("marketing", sql`u.id`)} as marketing,
             ${mailTopicOn("announcements", sql`u.id`)} as announcements
        from "user" u join members m on m.user_id = u.id
       where u.id in (select value from json_each(${JSON.stringify(ids)})) and m.account_status = 'active'`);
  });
  const reader = readers.find((row) => row.userId === userId);
  const content: CampaignContent = {
    id: found.id,
    kind: found.kind,
    subject: JSON.parse(found.subject) as LocalisedText,
    body: JSON.parse(found.body) as LocalisedText,
  };
  if (!reader || !(content.kind === "promotional" ? reader.marketing : reader.announcements)) return null;
  return campaignMessage(
    content,
    { userId, email: reader.email, language: isLanguage(reader.language) ? reader.language : "en" },
    { secret: batch.context.signingSecret(origin), origin, now: new Date() },
  );
}
