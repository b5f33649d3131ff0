// Accounts in end-to-end tests: sign up through the real API, and read the mail the local adapter captured.
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { inject } from "vitest";

export const E2E_PASSWORD = "Shalimar Gardens 1641";

export function uniqueEmail(label = "member"): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The local D1 file the preview server writes (under the run's SPPC_STATE_DIR). */
export function d1File(): string {
  const dir = path.join(inject("tmpDir"), "v3/d1/miniflare-D1DatabaseObject");
  const file = fs.readdirSync(dir).find((name) => name.endsWith(".sqlite"));
  if (!file) throw new Error(`No D1 database under ${dir}`);
  return path.join(dir, file);
}

export type CapturedEmail = { subject: string; text: string; html: string; kind: string };

/** Every message sent to `to`, oldest first, waiting up to `timeoutMs` for at least `count` of them. */
export async function emailsTo(to: string, count = 1, timeoutMs = 10_000): Promise<CapturedEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const db = new DatabaseSync(d1File(), { readOnly: true });
    try {
      const rows = db
        .prepare('select subject, text, html, kind from email_outbox where "to" = ? order by created_at')
        .all(to) as CapturedEmail[];
      if (rows.length >= count || Date.now() > deadline) return rows;
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link in the newest captured email of a kind (verify-email, reset-password...). */
export async function linkFromEmail(to: string, kind: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await emailsTo(to, 1, 0)).filter((message) => message.kind === kind).at(-1);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No ${kind} email with a link for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Creates an account through the API; the page's browser context is then signed in. */
export async function signUpViaApi(page: Page, name: string, email = uniqueEmail()): Promise<string> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password: E2E_PASSWORD, acceptTerms: true, callbackURL: "/onboarding" },
    headers: { Origin: new URL(page.url() === "about:blank" ? inject("baseURL") : page.url()).origin },
  });
  if (!response.ok()) throw new Error(`Sign-up failed: ${response.status()} ${await response.text()}`);
  return email;
}
