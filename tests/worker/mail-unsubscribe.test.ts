// The unsubscribe link of bulk mail (issue 34): a signed token in the mail, no sign-in. RFC 8058's
// one-click POST (form body, from a mail provider's server, any Origin) and the page's button write ONE
// consent-ledger row when the kind of mail was on; forged, expired and malformed links are 404s.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { MailPreferences, UnsubscribeInfo } from "../../worker/contract/mail-topics";
import {
  UNSUBSCRIBE_VALID_MS,
  type UnsubscribeClaim,
  unsubscribeToken,
} from "../../worker/email/unsubscribe";
import { signingSecret } from "../../worker/lib/signing-secret";
import { ORIGIN, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

// The key the worker signs its links with for this origin.
const secret = signingSecret(env, ORIGIN);

type Member = { email: string; cookie: string; userId: string };

async function member(): Promise<Member> {
  const { email, cookie } = await signUp(uniqueEmail("unsub"));
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error("no user");
  return { email, cookie, userId: row.id };
}

const tokenFor = (claim: UnsubscribeClaim, now = new Date()) => unsubscribeToken(secret, claim, now);

/**
 * What a mail provider's server sends (RFC 8058 §3.1): a form POST, with no cookie, from its own origin
 * (Gmail's here) or with no Origin at all (server to server).
 */
const oneClick = (token: string, origin: string | null = "https://mail.google.com") =>
  callApi(`/api/unsubscribe/${token}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(origin ? { Origin: origin } : {}),
    },
    body: "List-Unsubscribe=One-Click",
  });

const ledgerRows = (userId: string, purpose: string) =>
  env.DB.prepare(
    "select granted, method, campaign_id from consents where user_id = ? and purpose = ? order by created_at, rowid",
  )
    .bind(userId, purpose)
    .all<{ granted: number; method: string; campaign_id: string | null }>()
    .then((result) => result.results);

let ayesha: Member;
let bilal: Member;
beforeAll(async () => {
  ayesha = await member();
  bilal = await member();
});

describe("GET /api/unsubscribe/:token", () => {
  it("names the kind of mail and the address, masked, and answers private, no-store", async () => {
    const response = await callApi(
      `/api/unsubscribe/${await tokenFor({ userId: ayesha.userId, topic: "tender_alerts" })}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const info = (await response.json()) as UnsubscribeInfo;
    expect(info).toEqual({ topic: "tender_alerts", subscribed: true, email: `u***@example.com` });
    expect(JSON.stringify(info)).not.toContain(ayesha.email);
  });
});

describe("POST /api/unsubscribe/:token (one click)", () => {
  it("unsubscribes from a foreign origin with the RFC 8058 form body, once, naming the campaign", async () => {
    const campaignId = crypto.randomUUID();
    const token = await tokenFor({ userId: ayesha.userId, topic: "announcements", campaignId });
    const first = await oneClick(token);
    expect(first.status).toBe(200);
    expect(((await first.json()) as UnsubscribeInfo).subscribed).toBe(false);
    expect(await ledgerRows(ayesha.userId, "announcements")).toEqual([
      { granted: 0, method: "unsubscribe-link", campaign_id: campaignId },
    ]);
    // A replay (the provider retries, here without an Origin; the member taps twice): still 200, one row.
    const replay = await oneClick(token, null);
    expect(replay.status).toBe(200);
    expect(await ledgerRows(ayesha.userId, "announcements")).toHaveLength(1);
  });

  it("unsubscribes from our own page with an empty body, and Undo subscribes again", async () => {
    const token = await tokenFor({ userId: bilal.userId, topic: "tender_alerts" });
    const off = await callApi(`/api/unsubscribe/${token}`, { method: "POST", headers: { Origin: ORIGIN } });
    expect(off.status).toBe(200);
    const undo = await callApi(`/api/unsubscribe/${token}/resubscribe`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(((await undo.json()) as UnsubscribeInfo).subscribed).toBe(true);
    expect(await ledgerRows(bilal.userId, "tender_alerts")).toEqual([
      { granted: 0, method: "unsubscribe-link", campaign_id: null },
      { granted: 1, method: "unsubscribe-link", campaign_id: null },
    ]);
  });

  it("a member's link unsubscribes that member only", async () => {
    const token = await tokenFor({ userId: bilal.userId, topic: "announcements" });
    expect((await oneClick(token)).status).toBe(200);
    expect(await ledgerRows(bilal.userId, "announcements")).toHaveLength(1);
    // Ayesha's own choice is untouched by Bilal's link (she unsubscribed above, through her own).
    expect(await ledgerRows(ayesha.userId, "announcements")).toHaveLength(1);
  });

  it("refuses forged, expired and malformed links with a 404 and a message, writing nothing", async () => {
    const real = await tokenFor({ userId: ayesha.userId, topic: "marketing" });
    const [, expires, signature] = real.split(".");
    // Another member's claim under Ayesha's signature: a forgery.
    const bilalClaim = (await tokenFor({ userId: bilal.userId, topic: "marketing" })).split(".")[0];
    const forged = `${bilalClaim}.${expires}.${signature}`;
    const otherKey = await unsubscribeToken(
      "some-other-secret",
      { userId: ayesha.userId, topic: "tender_alerts" },
      new Date(),
    );
    const expired = await tokenFor(
      { userId: ayesha.userId, topic: "tender_alerts" },
      new Date(Date.now() - UNSUBSCRIBE_VALID_MS - 60_000),
    );
    for (const token of [forged, otherKey, expired, "not-a-token", `${real}.extra`, "a.b.c"]) {
      for (const response of [await oneClick(token), await callApi(`/api/unsubscribe/${token}`)]) {
        expect(response.status, token).toBe(404);
        const body = (await response.json()) as ErrorBody;
        expect(body.error.message).toMatch(/not valid or has expired/);
      }
    }
    expect(await ledgerRows(ayesha.userId, "tender_alerts")).toEqual([]);
    expect(await ledgerRows(bilal.userId, "marketing")).toEqual([]);
  });

  it("keeps the cross-site form check for every other route", async () => {
    const response = await callApi(
      `/api/unsubscribe/${await tokenFor({ userId: ayesha.userId, topic: "tender_alerts" })}/resubscribe`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: "x=1",
      },
    );
    expect(response.status).toBe(403);
  });
});

describe("/api/mail/preferences", () => {
  it("lists every topic, switches one with a 'preferences' ledger row, and shares marketing with /privacy-settings", async () => {
    const carol = await member();
    const read = async () => {
      const response = await callApi("/api/mail/preferences", { headers: { Cookie: carol.cookie } });
      expect(response.status).toBe(200);
      return (await response.json()) as MailPreferences;
    };
    expect(await read()).toEqual({ topics: { marketing: false, announcements: true, tender_alerts: true } });

    const off = await send("PUT", "/api/mail/preferences/tender_alerts", carol.cookie, { enabled: false });
    expect(((await off.json()) as MailPreferences).topics.tender_alerts).toBe(false);
    expect(await ledgerRows(carol.userId, "tender_alerts")).toEqual([
      { granted: 0, method: "preferences", campaign_id: null },
    ]);

    // Marketing is the same consent as the privacy page's: one truth, not two switches.
    await send("PUT", "/api/privacy/consents", carol.cookie, { purpose: "marketing", granted: true });
    expect((await read()).topics.marketing).toBe(true);
  });

  it("refuses visitors (401) and unknown topics or bodies (422)", async () => {
    expect((await callApi("/api/mail/preferences")).status).toBe(401);
    expect((await send("PUT", "/api/mail/preferences/sms", ayesha.cookie, { enabled: false })).status).toBe(
      422,
    );
    expect(
      (await send("PUT", "/api/mail/preferences/marketing", ayesha.cookie, { enabled: "no" })).status,
    ).toBe(422);
  });
});

describe("the /unsubscribe/:token page", () => {
  it("is the app shell, private and never stored, in the link's language", async () => {
    const token = await tokenFor({ userId: ayesha.userId, topic: "tender_alerts" });
    const response = await callApi(`/unsubscribe/${token}?lang=ur`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=ur;/);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*lang="ur"[^>]*dir="rtl"/);
    expect(html).toContain('id="root"');
  });
});
