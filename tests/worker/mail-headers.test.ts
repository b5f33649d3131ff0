// Mail headers (issue 34): every mail leaves with a Reply-To that reaches the community (MAIL_REPLY_TO),
// a bulk mail with its List-Unsubscribe pair; the outbox row keeps the headers it was sent with (admins
// read them in /admin/outbox), and the production transport hands them to Cloudflare's send_email
// binding in the fields it defines (replyTo, headers). Tender alerts are such bulk mail.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminTender } from "../../worker/contract/tenders";
import { createDb } from "../../worker/db/client";
import type { EmailMessage } from "../../worker/email/mailer";
import { deliverMails } from "../../worker/email/outbox/deliver";
import { mailContext } from "../../worker/email/outbox/templates";
import { createOutbox, type MailQueueMessage } from "../../worker/email/outbox/writer";
import { cloudflareTransport, type MailTransport, replyToAddress } from "../../worker/email/transport";
import { withUnsubscribe } from "../../worker/email/unsubscribe";
import { signingSecret } from "../../worker/lib/signing-secret";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const db = createDb(env.DB);
const REPLY_TO = "support@sppc.example";

/**
 * RFC 2369 §2: a List-Unsubscribe value is a comma-separated list of URLs, each in angle brackets.
 * Written here from the RFC, not from worker/email/unsubscribe.ts, so it checks what we produce.
 */
function listUnsubscribeUrls(value: string): URL[] {
  return value.split(",").map((part) => {
    const match = part.trim().match(/^<([^<>\s]+)>$/);
    if (!match?.[1]) throw new Error(`Not an RFC 2369 URL list: ${value}`);
    return new URL(match[1]);
  });
}

function recordingTransport() {
  const sent: EmailMessage[] = [];
  const transport: MailTransport = {
    async send(message) {
      sent.push(message);
    },
  };
  return { transport, sent };
}

const noQueue = {
  send: async () => {},
  sendBatch: async () => {},
} as unknown as Queue<MailQueueMessage>;

const headersOf = async (id: string) => {
  const row = await env.DB.prepare("select headers from email_outbox where id = ?")
    .bind(id)
    .first<{ headers: string | null }>();
  return row?.headers ? (JSON.parse(row.headers) as Record<string, string>) : null;
};

const plain = (to: string): EmailMessage => ({
  to,
  subject: "Hello",
  text: "Hi",
  html: "<p>Hi</p>",
  kind: "contact-confirmation",
});

describe("the outbox and its headers", () => {
  it("configures Reply-To from MAIL_REPLY_TO (wrangler.toml), else SUPPORT_EMAIL", () => {
    expect(replyToAddress(env)).toBe(REPLY_TO);
    expect(replyToAddress({ MAIL_REPLY_TO: "" as never, SUPPORT_EMAIL: "help@x.example" as never })).toBe(
      "help@x.example",
    );
  });

  it("stores a bulk mail's headers, sends them with Reply-To, and keeps what was sent", async () => {
    const outbox = createOutbox(db, { delivery: "send", queue: noQueue });
    const bulk = await withUnsubscribe(plain(uniqueEmail("bulk")), {
      secret: signingSecret(env, "https://sppc.example"),
      origin: "https://sppc.example",
      claim: { userId: crypto.randomUUID(), topic: "announcements" },
      language: "en",
      now: new Date(),
    });
    const bulkId = `test:${crypto.randomUUID()}`;
    const plainId = `test:${crypto.randomUUID()}`;
    await db.batch([outbox.row(bulk, bulkId), outbox.row(plain(uniqueEmail("plain")), plainId)]);
    expect(await headersOf(bulkId)).toEqual(bulk.headers);
    expect(await headersOf(plainId)).toBeNull();

    const { transport, sent } = recordingTransport();
    await deliverMails(db, transport, [bulkId, plainId], new Date(), {}, mailContext(env));
    const [bulkSent, plainSent] = [sent.find((m) => m.to === bulk.to), sent.find((m) => m.to !== bulk.to)];
    expect(bulkSent?.headers?.["Reply-To"]).toBe(REPLY_TO);
    expect(bulkSent?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [url, ...more] = listUnsubscribeUrls(bulkSent?.headers?.["List-Unsubscribe"] ?? "");
    expect(more).toEqual([]);
    expect(url?.protocol).toBe("https:");
    expect(url?.pathname).toMatch(/^\/api\/unsubscribe\/[\w-]+\.\d+\.[\w-]+$/);
    expect(plainSent?.headers).toEqual({ "Reply-To": REPLY_TO });
    // The rows say what left: /admin/outbox shows Reply-To and the unsubscribe pair.
    expect(await headersOf(bulkId)).toEqual(bulkSent?.headers);
    expect(await headersOf(plainId)).toEqual({ "Reply-To": REPLY_TO });
  });
});

describe("cloudflareTransport on the local send_email binding", () => {
  it("passes Reply-To as replyTo and the rest as headers, and the binding accepts them", async () => {
    const binding = (env as Env & { RESTRICTED_EMAIL: SendEmail }).RESTRICTED_EMAIL;
    const calls: Parameters<SendEmail["send"]>[0][] = [];
    const recording = {
      send: async (message: Parameters<SendEmail["send"]>[0]) => {
        calls.push(message);
        return binding.send(message as EmailMessageBuilder);
      },
    } as SendEmail;
    const headers = {
      "Reply-To": "events@sppc.example",
      "List-Unsubscribe": "<https://sppc.example/api/unsubscribe/t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    await cloudflareTransport(recording, env.MAIL_FROM, REPLY_TO).send({
      ...plain("member@sppc.example"),
      headers,
    });
    await cloudflareTransport(recording, env.MAIL_FROM, REPLY_TO).send(plain("member@sppc.example"));
    expect(calls[0]).toMatchObject({
      replyTo: "events@sppc.example",
      headers: {
        "List-Unsubscribe": headers["List-Unsubscribe"],
        "List-Unsubscribe-Post": headers["List-Unsubscribe-Post"],
      },
    });
    expect(Object.keys((calls[0] as EmailMessageBuilder).headers ?? {})).not.toContain("Reply-To");
    expect(calls[1]).toMatchObject({ replyTo: REPLY_TO });
    expect((calls[1] as EmailMessageBuilder).headers).toBeUndefined();
  });
});

describe("tender alerts", () => {
  let admin = "";
  beforeAll(async () => {
    const signedUp = await signUp(uniqueEmail("admin"));
    await makeAdmin(signedUp.email);
    admin = signedUp.cookie;
  });

  const publish = async (title: string) => {
    const response = await send("POST", "/api/admin/tenders", admin, {
      title,
      organization: "Test Authority",
      value: "SAR 1M",
      deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      category: "Transportation",
      description: "A public teaser.",
      details: "Premium-only scope.",
      referenceNumber: "T-1",
      publish: true,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { tender: AdminTender; alertsSent: number };
  };
  const alertsTo = async (email: string) =>
    (
      await env.DB.prepare(
        "select text, headers from email_outbox where \"to\" = ? and kind = 'tender-alert' order by created_at",
      )
        .bind(email)
        .all<{ text: string; headers: string }>()
    ).results;

  it("carry the unsubscribe link and List-Unsubscribe; after a one-click unsubscribe the next one skips the member", async () => {
    const { email, cookie } = await signUp(uniqueEmail("water"));
    await send("PUT", "/api/tenders/alerts", cookie, { categories: ["Transportation"] });
    expect((await publish("Desalination Plant Upgrade")).alertsSent).toBe(1);
    const [alert, ...more] = await alertsTo(email);
    expect(more).toEqual([]);
    const headers = JSON.parse(alert?.headers ?? "{}") as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(alert?.text).toMatch(/http:\/\/localhost\/unsubscribe\/[\w.-]+\?lang=en/);

    // What a mail provider does with the header (RFC 8058): POST the form body to its URL.
    const [oneClick] = listUnsubscribeUrls(headers["List-Unsubscribe"] ?? "");
    const answer = await callApi(`${oneClick?.pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.yahoo.com" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);

    expect((await publish("Water Network Metering")).alertsSent).toBe(0);
    expect(await alertsTo(email)).toHaveLength(1);
  });
});
