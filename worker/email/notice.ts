import type { Language } from "../contract/enums";
import type { EmailKind, EmailMessage } from "./mailer";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A short notice email (moderation outcomes, alerts, requests, confirmations): paragraphs of plain
 * text, escaped for HTML because they may quote what a member typed, and an optional button link.
 * Copy is written per language by the caller; Arabic and Urdu render right to left.
 */
export function noticeEmail(options: {
  to: string;
  kind: EmailKind;
  language: Language;
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}): EmailMessage {
  const { language, paragraphs, link } = options;
  const dir = language === "en" ? "ltr" : "rtl";
  const body = paragraphs.map((text) => `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`).join("");
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="background:#046c35;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>`
    : "";
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.6">${body}${button}<p>SPPC</p></body></html>`;
  const text = [...paragraphs, link ? `${link.label}: ${link.url}` : "", "SPPC"].filter(Boolean).join("\n\n");
  return { to: options.to, subject: options.subject, text, html, kind: options.kind };
}
