import type { Language } from "../contract/enums";
import type { EmailKind, EmailMessage } from "./mailer";

export type Template = { subject: string; intro: string; action?: string; outro: string };

// Account emails in the member's language. {name} is the member's name; links are added below. The
// verification goes to an address nobody has confirmed yet, so it quotes nothing typed at sign-up.
export type AccountEmailKind = Extract<
  EmailKind,
  "verify-email" | "reset-password" | "password-changed" | "account-deleted" | "inactivity"
>;

import { mailMessages } from "./messages";
import { escapeHtml } from "./notice";

/** Builds the plain-text and HTML versions of an account email (right to left for Arabic and Urdu). */
export function accountEmail(
  kind: AccountEmailKind,
  options: { to: string; name: string; language: Language; link?: string },
): EmailMessage & { kind: EmailKind } {
  const template = mailMessages[options.language].account[kind];
  const intro = template.intro.replace("{name}", options.name);
  const dir = options.language === "en" ? "ltr" : "rtl";
  const button =
    template.action && options.link
      ? `<p><a href="${escapeHtml(options.link)}" style="background:#046c35;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(template.action)}</a></p>`
      : "";
  const html = `<!doctype html><html lang="${options.language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.6">
<p>${escapeHtml(intro)}</p>${button}<p>${escapeHtml(template.outro)}</p><p>SPPC</p></body></html>`;
  const text = [
    intro,
    template.action && options.link ? `${template.action}: ${options.link}` : "",
    template.outro,
    "SPPC",
  ]
    .filter(Boolean)
    .join("\n\n");
  return { to: options.to, subject: template.subject, text, html, kind };
}
