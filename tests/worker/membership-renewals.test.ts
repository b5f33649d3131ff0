import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { cardDay } from "../../worker/contract/membership-card";
import { createDb } from "../../worker/db/client";
import { demoSeedStatements } from "../../worker/db/seed";
import { runMembershipRenewals } from "../../worker/domain/membership/renewals";
import { linkIn, outboxFor, signUp, uniqueEmail } from "./accounts-helpers";
import { localOutbox } from "./test-outbox";

const DAY = 86_400_000;
const SITE = "https://sppc.example";
const db = createDb(env.DB);
const mailer = localOutbox();
const run = (now: Date, maxEmails?: number) =>
  runMembershipRenewals(db, mailer, now, { siteUrl: SITE, supportEmail: "support@sppc.example", maxEmails });
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

let serial = 0;
type Member = { email: string; userId: string; membershipId: string };

/** A member with a membership as the payment flow would leave it. */
async function member(options: {
  tier: "basic" | "premium" | "executive";
  validUntil: string | null;
  language?: "en" | "ar" | "ur";
  status?: string | null;
}): Promise<Member> {
  const { email } = await signUp(uniqueEmail(options.tier), "Imran Siddiqui");
  serial += 1;
  const membershipId = `SPPC-20260101-${String(serial).padStart(4, "0")}`;
  await env.DB.prepare(
    `update members set membership_tier = ?, membership_valid_until = ?, membership_id = ?,
       subscription_status = ?, preferred_language = ?, first_name = 'Imran'
     where user_id = (select id from user where email = ?)`,
  )
    .bind(
      options.tier,
      options.validUntil,
      membershipId,
      options.status === undefined ? "active" : options.status,
      options.language ?? "en",
      email,
    )
    .run();
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  return { email, userId: row?.id ?? "", membershipId };
}

const mailOf = async (email: string, kind: string) =>
  (await outboxFor(email)).filter((message) => message.kind === kind);

async function remindersOf(userId: string) {
  const { results } = await env.DB.prepare(
    "select valid_until as validUntil, days_before as daysBefore from membership_renewal_reminders where user_id = ? order by sent_at, days_before desc",
  )
    .bind(userId)
    .all<{ validUntil: string; daysBefore: number }>();
  return results;
}

async function membershipOf(userId: string) {
  return env.DB.prepare(
    "select membership_tier as tier, membership_valid_until as validUntil, subscription_status as status from members where user_id = ?",
  )
    .bind(userId)
    .first<{ tier: string; validUntil: string | null; status: string | null }>();
}

async function noticesOf(userId: string) {
  const { results } = await env.DB.prepare(
    "select kind, link, data from notifications where user_id = ? order by created_at",
  )
    .bind(userId)
    .all<{ kind: string; link: string; data: string }>();
  return results;
}

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

describe("renewal reminders", () => {
  it("sends the 30-day reminder, then the 7-day one, each once however often the job runs", async () => {
    const now = new Date();
    const validUntil = at(now, 20).toISOString();
    const premium = await member({ tier: "premium", validUntil });

    await run(now);
    await run(at(now, 1));
    const first = await mailOf(premium.email, "membership-renewal");
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(`Renew your SPPC Premium membership: it ends on ${cardDay(validUntil)}`);
    expect(first[0]?.text).toContain("SAR 299.00");
    expect(first[0]?.text).toContain("mada, Apple Pay or STC Pay");
    expect(first[0]?.text).toContain("bank transfer, contact support at support@sppc.example");
    expect(linkIn(first[0]?.text.split("Renew membership: ")[1] ?? "")).toBe(
      `${SITE}/checkout?membership_id=${premium.membershipId}&tier=premium`,
    );
    expect(first[0]?.html).toContain(
      `href="${SITE}/checkout?membership_id=${premium.membershipId}&#38;tier=premium"`,
    );

    // 6 days left: inside the 7-day window.
    await run(at(now, 14));
    await run(at(now, 15));
    const both = await mailOf(premium.email, "membership-renewal");
    expect(both).toHaveLength(2);
    expect(await remindersOf(premium.userId)).toEqual([
      { validUntil, daysBefore: 30 },
      { validUntil, daysBefore: 7 },
    ]);
    expect((await membershipOf(premium.userId))?.status).toBe("active");
  });

  it("two runs at the same moment send one email between them", async () => {
    const now = new Date();
    const executive = await member({ tier: "executive", validUntil: at(now, 25).toISOString() });
    const reports = await Promise.all([run(now), run(now), run(now)]);
    const mails = await mailOf(executive.email, "membership-renewal");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("SAR 599.00");
    expect(mails[0]?.text).toContain(`membership_id=${executive.membershipId}&tier=executive`);
    expect(reports.map((report) => report.failed)).toEqual([0, 0, 0]);
  });

  it("a member who enters the window 5 days before the end gets the 7-day reminder only", async () => {
    const now = new Date();
    const late = await member({ tier: "premium", validUntil: at(now, 5).toISOString() });
    await run(now);
    await run(at(now, 2));
    expect(await mailOf(late.email, "membership-renewal")).toHaveLength(1);
    expect((await remindersOf(late.userId)).map((row) => row.daysBefore)).toEqual([7]);
  });

  it("a renewed membership gets fresh reminders for its new period", async () => {
    const now = new Date();
    const firstEnd = at(now, 10);
    const renewing = await member({ tier: "premium", validUntil: firstEnd.toISOString() });
    await run(now);
    expect(await mailOf(renewing.email, "membership-renewal")).toHaveLength(1);

    // Paid again: the period now ends a year after the old end.
    const secondEnd = at(firstEnd, 365).toISOString();
    await env.DB.prepare("update members set membership_valid_until = ? where user_id = ?")
      .bind(secondEnd, renewing.userId)
      .run();
    await run(at(now, 1));
    expect(await mailOf(renewing.email, "membership-renewal")).toHaveLength(1);

    await run(at(firstEnd, 345));
    await run(at(firstEnd, 360));
    const mails = await mailOf(renewing.email, "membership-renewal");
    expect(mails).toHaveLength(3);
    expect(mails[2]?.subject).toContain(cardDay(secondEnd));
    expect((await remindersOf(renewing.userId)).map((row) => [row.validUntil, row.daysBefore])).toEqual([
      [firstEnd.toISOString(), 30],
      [secondEnd, 30],
      [secondEnd, 7],
    ]);
  });

  it("writes to each member in their language, right to left in Arabic and Urdu", async () => {
    const now = new Date();
    const arabic = await member({ tier: "premium", validUntil: at(now, 12).toISOString(), language: "ar" });
    const urdu = await member({ tier: "premium", validUntil: at(now, 12).toISOString(), language: "ur" });
    await run(now);
    const [ar] = await mailOf(arabic.email, "membership-renewal");
    const [ur] = await mailOf(urdu.email, "membership-renewal");
    // The tier's admin-written Arabic and Urdu names, and the end written out in that language.
    expect(ar?.subject).toBe(`جدّد عضويتك في SPPC المميزة: تنتهي في ${riyadhDay("ar", at(now, 12))}`);
    expect(ar?.html).toContain('dir="rtl"');
    expect(ar?.text).toContain(`membership_id=${arabic.membershipId}&tier=premium`);
    expect(ur?.subject).toContain("اپنی SPPC پریمیم رکنیت کی تجدید کریں");
    expect(ur?.subject).toContain(riyadhDay("ur", at(now, 12)));
    expect(ur?.text).toContain("STC Pay");
  });

  it("leaves Basic members and memberships without an end date alone", async () => {
    const now = new Date();
    const basic = await member({ tier: "basic", validUntil: at(now, 5).toISOString() });
    const basicEnded = await member({ tier: "basic", validUntil: at(now, -5).toISOString() });
    const open = await member({ tier: "premium", validUntil: null });
    await run(now);
    await run(at(now, 40));
    for (const untouched of [basic, basicEnded, open]) {
      const kinds = (await outboxFor(untouched.email)).map((mail) => mail.kind).sort();
      expect(kinds).toEqual(["verify-email", "welcome"]);
      expect(await remindersOf(untouched.userId)).toEqual([]);
      expect((await membershipOf(untouched.userId))?.status).toBe("active");
      expect(await noticesOf(untouched.userId)).toEqual([]);
    }
  });
});

/** "9 دسمبر 2026": how an Arabic or Urdu mail writes a day (Gregorian, Riyadh's day). */
const riyadhDay = (language: "ar" | "ur", date: Date) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: "long",
    calendar: "gregory",
    timeZone: "Asia/Riyadh",
  }).format(date);

describe("expiry", () => {
  it("marks an ended period expired once, keeping tier and end date, with one email and one bell notice", async () => {
    const now = new Date();
    const ended = at(now, -1).toISOString();
    const lapsed = await member({ tier: "premium", validUntil: ended, language: "ur" });

    await Promise.all([run(now), run(now)]);
    await run(at(now, 1));

    expect(await membershipOf(lapsed.userId)).toEqual({
      tier: "premium",
      validUntil: ended,
      status: "expired",
    });
    const mails = await mailOf(lapsed.email, "membership-expired");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("آپ کی SPPC پریمیم رکنیت ختم ہو گئی ہے");
    expect(mails[0]?.text).toContain(riyadhDay("ur", new Date(ended)));
    expect(mails[0]?.text).toContain(`${SITE}/checkout?membership_id=${lapsed.membershipId}&tier=premium`);
    expect(await mailOf(lapsed.email, "membership-renewal")).toEqual([]);
    const notices = await noticesOf(lapsed.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "membership", link: "/subscription" });
    expect(JSON.parse(notices[0]?.data ?? "{}")).toEqual({ tier: "basic" });
  });

  it("sends an English expiry email with the price and the renewal link", async () => {
    const now = new Date();
    const lapsed = await member({ tier: "executive", validUntil: at(now, -3).toISOString(), status: null });
    const report = await run(now);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const [mail] = await mailOf(lapsed.email, "membership-expired");
    expect(mail?.subject).toBe("Your SPPC Executive membership has expired");
    expect(mail?.text).toContain("Your account now has Basic benefits");
    expect(mail?.text).toContain("SAR 599.00");
    expect(mail?.text).toContain(`${SITE}/checkout?membership_id=${lapsed.membershipId}&tier=executive`);
    expect((await membershipOf(lapsed.userId))?.status).toBe("expired");
  });
});

describe("failures", () => {
  it("a reminder that could not be sent is tried again on the next run", async () => {
    const now = new Date();
    const unlucky = await member({ tier: "premium", validUntil: at(now, 15).toISOString() });
    // The outbox itself refusing the write (D1 trouble): the reminder is not recorded either.
    const failing = {
      ...mailer,
      async send(message: Parameters<typeof mailer.send>[0]) {
        if (message.to === unlucky.email) throw new Error("outbox unavailable");
        await mailer.send(message);
      },
    };
    const report = await runMembershipRenewals(db, failing, now, { siteUrl: SITE });
    expect(report.failed).toBe(1);
    expect(await mailOf(unlucky.email, "membership-renewal")).toEqual([]);
    expect(await remindersOf(unlucky.userId)).toEqual([]);

    await runMembershipRenewals(db, mailer, at(now, 1), { siteUrl: SITE });
    const [mail] = await mailOf(unlucky.email, "membership-renewal");
    // Without a support address the bank transfer line points at the contact page.
    expect(mail?.text).toContain(`contact support at ${SITE}/contact.`);
    expect(await remindersOf(unlucky.userId)).toHaveLength(1);
  });
});

describe("limits", () => {
  it("sends at most maxEmails a run; the rest follow on the next run", async () => {
    // Far ahead, after everyone else's memberships have been dealt with by a first, unlimited run.
    const later = at(new Date(), 3 * 365);
    await run(later);
    const a = await member({ tier: "premium", validUntil: at(later, 3).toISOString() });
    const b = await member({ tier: "premium", validUntil: at(later, 4).toISOString() });
    const c = await member({ tier: "premium", validUntil: at(later, -1).toISOString() });

    expect(await run(later, 2)).toEqual({ reminded30: 0, reminded7: 1, expired: 1, failed: 0 });
    expect(await run(later, 2)).toEqual({ reminded30: 0, reminded7: 1, expired: 0, failed: 0 });
    expect(await run(later, 2)).toEqual({ reminded30: 0, reminded7: 0, expired: 0, failed: 0 });
    for (const one of [a, b]) expect(await mailOf(one.email, "membership-renewal")).toHaveLength(1);
    expect(await mailOf(c.email, "membership-expired")).toHaveLength(1);
  });
});
