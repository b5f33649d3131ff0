// /api/admin/campaigns (contract/campaigns.ts): what the admin page is answered, end to end through the
// real sppc-campaigns and sppc-mail queues of the local runtime.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type {
  CampaignCreated,
  CampaignDetail,
  CampaignList,
  CampaignPreview,
  CampaignRendered,
} from "../../worker/contract/campaigns";
import { send } from "./accounts-helpers";
import { admin, member, seedMembers } from "./admin-members-helpers";
import { DAY_MS, iso, seedEvent, seedSeat } from "./campaigns-helpers";

const json = async <T>(response: Response, status: number): Promise<T> => {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

async function segmentOfThree() {
  const event = await seedEvent(iso(-DAY_MS));
  const ids = await seedMembers([
    { first: "Urdu", last: "Reader", language: "ur", city: "riyadh" },
    { first: "Arabic", language: "ar" },
    { first: "English", language: "en" },
  ]);
  for (const id of ids) await seedSeat(event, { userId: id, email: `${id}@seat.example` });
  return { segment: { eventIds: [event] }, ids };
}

const draft = (segment: object, more: object = {}) => ({
  name: "Iftar invitation",
  kind: "service",
  segment,
  channels: ["email", "inapp"],
  subject: { en: "Iftar on Friday", ur: "جمعہ کو افطار" },
  body: { en: "Join us for iftar.", ur: "افطار میں ہمارے ساتھ شامل ہوں۔" },
  ...more,
});

const auditActions = async (id: string) =>
  (
    await env.DB.prepare("select action from audit_log where target_id = ? order by created_at, rowid")
      .bind(id)
      .all<{ action: string }>()
  ).results.map((row) => row.action);

describe("campaigns API", () => {
  it("is for admins only", async () => {
    const someone = await member();
    expect((await send("GET", "/api/admin/campaigns", someone.cookie)).status).toBe(403);
    expect((await send("GET", "/api/admin/campaigns", "")).status).toBe(401);
  });

  it("previews a segment's count and sample, and refuses an unknown filter value", async () => {
    const staff = await admin();
    const { segment, ids } = await segmentOfThree();
    const preview = await json<CampaignPreview>(
      await send("POST", "/api/admin/campaigns/preview", staff.cookie, { segment, kind: "service" }),
      200,
    );
    expect(preview.count).toBe(3);
    expect(preview.sample.map((row) => row.userId).sort()).toEqual([...ids].sort());
    expect(preview.sample.find((row) => row.userId === ids[0])).toMatchObject({
      name: "Urdu Reader",
      language: "ur",
      tier: "basic",
      city: "riyadh",
    });
    // Promotional by default: nobody here consented to marketing.
    const promotional = await send("POST", "/api/admin/campaigns/preview", staff.cookie, { segment });
    expect((await json<CampaignPreview>(promotional, 200)).count).toBe(0);
    const refused = await send("POST", "/api/admin/campaigns/preview", staff.cookie, {
      segment: { tiers: ["platinum"] },
    });
    expect(refused.status).toBe(422);
  });

  it("creates, edits, renders, tests and sends a campaign, then counts its mail", async () => {
    const staff = await admin();
    const { segment, ids } = await segmentOfThree();
    const past = await send(
      "POST",
      "/api/admin/campaigns",
      staff.cookie,
      draft(segment, { sendAt: iso(-60_000) }),
    );
    expect(past.status).toBe(422);
    expect(
      (await send("POST", "/api/admin/campaigns", staff.cookie, draft(segment, { subject: {} }))).status,
    ).toBe(422);
    const created = await json<CampaignCreated>(
      await send("POST", "/api/admin/campaigns", staff.cookie, draft(segment)),
      201,
    );
    expect(created.recipients).toBe(3);
    const edited = await send(
      "PUT",
      `/api/admin/campaigns/${created.id}`,
      staff.cookie,
      draft(segment, { name: "Iftar" }),
    );
    expect((await json<CampaignCreated>(edited, 200)).recipients).toBe(3);

    const rendered = await json<CampaignRendered>(
      await send("POST", `/api/admin/campaigns/${created.id}/render`, staff.cookie, { userId: ids[0] }),
      200,
    );
    expect(rendered).toMatchObject({
      language: "ur",
      dir: "rtl",
      subject: "جمعہ کو افطار",
      channels: ["email", "inapp"],
    });
    const arabic = await json<CampaignRendered>(
      await send("POST", `/api/admin/campaigns/${created.id}/render`, staff.cookie, { userId: ids[1] }),
      200,
    );
    expect(arabic).toMatchObject({ language: "en", dir: "ltr", subject: "Iftar on Friday" });
    // An admin outside the segment would get nothing.
    const outside = await send("POST", `/api/admin/campaigns/${created.id}/render`, staff.cookie, {
      userId: staff.userId,
    });
    expect((await json<CampaignRendered>(outside, 200)).channels).toEqual([]);

    expect(
      (await send("POST", `/api/admin/campaigns/${created.id}/test`, staff.cookie, { language: "ur" }))
        .status,
    ).toBe(202);
    const test = await env.DB.prepare(`select subject from email_outbox where "to" = ? and kind = 'campaign'`)
      .bind(staff.email)
      .first<{ subject: string }>();
    expect(test?.subject).toBe("[Test] جمعہ کو افطار");

    expect((await send("POST", `/api/admin/campaigns/${created.id}/send`, staff.cookie)).status).toBe(202);
    expect((await send("POST", `/api/admin/campaigns/${created.id}/send`, staff.cookie)).status).toBe(409);
    expect(
      (await send("PUT", `/api/admin/campaigns/${created.id}`, staff.cookie, draft(segment))).status,
    ).toBe(409);
    const detailOf = async () =>
      json<CampaignDetail>(await send("GET", `/api/admin/campaigns/${created.id}`, staff.cookie), 200);
    // The local consumers write the rows and deliver the mail (local delivery: the row is the inbox).
    await expect.poll(async () => (await detailOf()).sent, { timeout: 20_000 }).toBe(3);
    const detail = await detailOf();
    expect(detail).toMatchObject({
      name: "Iftar",
      status: "sent",
      recipients: 3,
      queued: 0,
      failed: 0,
      unsubscribed: 0,
      notices: 3,
      pushes: 0,
    });
    const mail = await env.DB.prepare("select subject, html from email_outbox where id = ?")
      .bind(`campaign:${created.id}:${ids[0]}`)
      .first<{ subject: string; html: string }>();
    expect(mail?.subject).toBe("جمعہ کو افطار");
    expect(mail?.html).toContain('dir="rtl"');

    // A failed mail lists its reason; an unsubscribe through the campaign's link is counted.
    await env.DB.prepare(
      "update email_outbox set status = 'failed', last_error = 'Mailbox full' where id = ?",
    )
      .bind(`campaign:${created.id}:${ids[2]}`)
      .run();
    await env.DB.prepare(
      `insert into consents (id, user_id, purpose, granted, method, policy_version, campaign_id)
       values (?, ?, 'announcements', 0, 'unsubscribe', '2026-01', ?)`,
    )
      .bind(crypto.randomUUID(), ids[1], created.id)
      .run();
    const after = await detailOf();
    expect(after).toMatchObject({ sent: 2, failed: 1, unsubscribed: 1 });
    expect(after.failures).toEqual([expect.objectContaining({ reason: "Mailbox full" })]);
    const list = await json<CampaignList>(await send("GET", "/api/admin/campaigns", staff.cookie), 200);
    expect(list.campaigns.find((row) => row.id === created.id)).toMatchObject({
      status: "sent",
      sent: 2,
      failed: 1,
    });
    expect(await auditActions(created.id)).toEqual([
      "campaign.create",
      "campaign.update",
      "campaign.test",
      "campaign.send",
    ]);
    expect((await send("POST", `/api/admin/campaigns/${created.id}/cancel`, staff.cookie)).status).toBe(409);
  });

  it("serves the member preview as a framable document whose policy allows only inline styles and images", async () => {
    const staff = await admin();
    const { segment, ids } = await segmentOfThree();
    const created = await json<CampaignCreated>(
      await send("POST", "/api/admin/campaigns", staff.cookie, draft(segment)),
      201,
    );
    const path = `/api/admin/campaigns/${created.id}/render.html?userId=${ids[0]}`;
    const framed = await send("GET", path, staff.cookie);
    expect(framed.status).toBe(200);
    expect(framed.headers.get("Content-Type")).toContain("text/html");
    expect(framed.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox",
    );
    expect(framed.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    const html = await framed.text();
    expect(html).toContain('lang="ur" dir="rtl"');
    expect(html).toContain('style="font-size:12px');
    // Members are refused, and every other answer keeps the API's policy.
    expect((await send("GET", path, (await member()).cookie)).status).toBe(403);
    const missing = await send("GET", `/api/admin/campaigns/${created.id}/render.html`, staff.cookie);
    expect(missing.status).toBe(422);
    expect(missing.headers.get("X-Frame-Options")).toBe("DENY");
    expect(missing.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("schedules a campaign for later and cancels it; an unknown campaign is a 404", async () => {
    const staff = await admin();
    const { segment } = await segmentOfThree();
    const sendAt = new Date(Date.now() + 3 * DAY_MS).toISOString().replace("Z", "+00:00");
    const created = await json<CampaignCreated>(
      await send("POST", "/api/admin/campaigns", staff.cookie, draft(segment, { sendAt })),
      201,
    );
    const detail = await json<CampaignDetail>(
      await send("GET", `/api/admin/campaigns/${created.id}`, staff.cookie),
      200,
    );
    expect(detail).toMatchObject({
      status: "scheduled",
      recipients: 3,
      sendAt: new Date(sendAt).toISOString(),
    });
    const listed = await json<CampaignList>(await send("GET", "/api/admin/campaigns", staff.cookie), 200);
    expect(listed.campaigns.find((row) => row.id === created.id)).toMatchObject({
      status: "scheduled",
      recipients: 3,
    });
    const cancelled = await send("POST", `/api/admin/campaigns/${created.id}/cancel`, staff.cookie);
    expect(await json(cancelled, 200)).toEqual({ id: created.id, status: "cancelled" });
    expect((await send("POST", `/api/admin/campaigns/${created.id}/send`, staff.cookie)).status).toBe(409);
    expect(await auditActions(created.id)).toEqual(["campaign.create", "campaign.cancel"]);
    expect((await send("GET", "/api/admin/campaigns/no-such-campaign", staff.cookie)).status).toBe(404);
    expect((await send("POST", "/api/admin/campaigns/no-such-campaign/send", staff.cookie)).status).toBe(404);
  });
});
