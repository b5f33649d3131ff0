// The background sender (worker/domain/campaigns/sending.ts), its mail template and its cron start:
// every member gets at most one row per channel even when a step crashes and runs again, consent and
// switched-off push kinds are honoured, and the mail is in the member's language with its unsubscribe.
import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { mailTemplates } from "../../worker/background/mail-templates";
import { MAIL_SWEEP_CRON, scheduled } from "../../worker/background/scheduled";
import { startDueCampaigns } from "../../worker/domain/campaigns/schedule";
import { advanceCampaign, type SendingOptions } from "../../worker/domain/campaigns/sending";
import { pushTopicOf } from "../../worker/domain/push/push-kind";
import { pushText } from "../../worker/domain/push/push-texts";
import { mailBatch, mailContext, renderTemplate } from "../../worker/email/outbox/templates";
import { readUnsubscribeToken } from "../../worker/email/unsubscribe";
import { seedMembers } from "./admin-members-helpers";
import {
  DAY_MS,
  db,
  giveDevice,
  iso,
  recordingQueues,
  rowsPerMember,
  seedEvent,
  seedSeat,
  sendingCampaign,
  text,
} from "./campaigns-helpers";

/** The worker's env with its secret (declared in worker/secrets.d.ts, which tests do not see). */
const secrets = env as Env & { BETTER_AUTH_SECRET?: string };

/** Members who all registered for one new event: a segment no other test's members are in. */
async function eventMembers(rows: Parameters<typeof seedMembers>[0]) {
  const event = await seedEvent(iso(-DAY_MS));
  const ids = await seedMembers(rows);
  for (const id of ids) await seedSeat(event, { userId: id, email: `${id}@seat.example` });
  return { event, ids };
}

/** Runs steps as the consumer would until the campaign is sent. */
async function runToEnd(
  deps: ReturnType<typeof recordingQueues>["deps"],
  id: string,
  options?: SendingOptions,
) {
  for (let step = 0; step < 20; step += 1) {
    if ((await advanceCampaign(deps, id, new Date(), options)) === "sent") return;
  }
  throw new Error("campaign never finished");
}

const campaignRow = (id: string) =>
  env.DB.prepare("select status, recipients, pushes, finished_at from campaigns where id = ?")
    .bind(id)
    .first<{ status: string; recipients: number; pushes: number; finished_at: string | null }>();

describe("sending a campaign", () => {
  it("writes each member once per channel when a step crashes after writing and runs again", async () => {
    const { event, ids } = await eventMembers([
      { first: "A" },
      { first: "B" },
      { first: "C" },
      { first: "D" },
      { first: "E" },
    ]);
    const [withDevice, switchedOff] = ids.map(String);
    await giveDevice(String(withDevice));
    await giveDevice(String(switchedOff));
    await env.DB.prepare("insert into push_kinds_off (user_id, kind) values (?, 'announcement')")
      .bind(switchedOff)
      .run();
    const id = await sendingCampaign({ segment: { eventIds: [event] } });
    const recorded = recordingQueues();

    expect(await advanceCampaign(recorded.deps, id, new Date())).toBe("snapshot");
    expect((await campaignRow(id))?.recipients).toBe(5);
    // The consumer dies after the first chunk is committed, before it queued anything.
    const crash = { chunkSize: 2, afterWrite: () => Promise.reject(new Error("consumer died")) };
    await expect(advanceCampaign(recorded.deps, id, new Date(), crash)).rejects.toThrow("consumer died");
    // Meanwhile the push consumer sends (and deletes) whatever push rows that chunk wrote.
    const { results: sentPushes } = await env.DB.prepare(
      "delete from push_outbox where id like ? returning id",
    )
      .bind(`campaign:${id}:%`)
      .all<{ id: string }>();
    // The message is retried, and a stale duplicate of it arrives too.
    await runToEnd(recorded.deps, id, { chunkSize: 2 });
    expect(await advanceCampaign(recorded.deps, id, new Date(), { chunkSize: 2 })).toBe("idle");

    const mails = await rowsPerMember("email_outbox", id);
    const notices = await rowsPerMember("notifications", id);
    expect(mails.map((row) => row.id).sort()).toEqual(ids.map((user) => `campaign:${id}:${user}`).sort());
    expect(mails.every((row) => row.n === 1)).toBe(true);
    expect(notices).toHaveLength(5);
    // One push in all, to the member with a device who did not switch announcements off.
    const leftPushes = await rowsPerMember("push_outbox", id);
    expect([...sentPushes.map((row) => row.id), ...leftPushes.map((row) => row.id)]).toEqual([
      `campaign:${id}:${withDevice}`,
    ]);
    const row = await campaignRow(id);
    expect(row).toMatchObject({ status: "sent", recipients: 5, pushes: 1 });
    expect(row?.finished_at).not.toBeNull();
    expect(recorded.mails.length).toBeGreaterThan(0);
  });

  it("mails a promotional campaign only with marketing consent, a service one unless announcements are off", async () => {
    const granted: [string, boolean, string][] = [["marketing", true, "2026-01-01T00:00:00.000Z"]];
    const off: [string, boolean, string][] = [["announcements", false, "2026-01-01T00:00:00.000Z"]];
    const { event, ids } = await eventMembers([
      { first: "Consented", consents: granted },
      { first: "NoMarketing" },
      { first: "NoAnnouncements", consents: off },
    ]);
    const recorded = recordingQueues();
    const promotional = await sendingCampaign({ segment: { eventIds: [event] }, kind: "promotional" });
    await runToEnd(recorded.deps, promotional);
    expect((await rowsPerMember("email_outbox", promotional)).map((row) => row.id)).toEqual([
      `campaign:${promotional}:${ids[0]}`,
    ]);
    expect(await rowsPerMember("notifications", promotional)).toHaveLength(1);

    const service = await sendingCampaign({ segment: { eventIds: [event] }, kind: "service" });
    await runToEnd(recorded.deps, service);
    const serviceMail = (await rowsPerMember("email_outbox", service)).map((row) => row.id).sort();
    expect(serviceMail).toEqual([ids[0], ids[1]].map((user) => `campaign:${service}:${user}`).sort());
    // The bell is not mail: everyone in the segment gets the notice.
    expect(await rowsPerMember("notifications", service)).toHaveLength(3);
  });

  it("renders the mail in the member's language (Urdu right to left) with the one-click unsubscribe", async () => {
    const { event, ids } = await eventMembers([
      { first: "Urdu", language: "ur" },
      { first: "Arabic", language: "ar" },
    ]);
    const [urdu = "", arabic = ""] = ids;
    const id = await sendingCampaign({
      segment: { eventIds: [event] },
      channels: ["email", "inapp"],
      subject: text("Iftar on Friday", { ur: "جمعہ کو افطار" }),
      body: text("Join us at https://sppc.example/events.", { ur: "ہمارے ساتھ شامل ہوں <b>" }),
    });
    await runToEnd(recordingQueues().deps, id);
    const render = async (userId: string) => {
      const row = await env.DB.prepare("select template, params, html from email_outbox where id = ?")
        .bind(`campaign:${id}:${userId}`)
        .first<{ template: string; params: string; html: string }>();
      if (!row) throw new Error("no row");
      const params = JSON.parse(row.params) as Record<string, unknown>;
      return renderTemplate(db, mailTemplates, row, mailBatch([params], mailContext(secrets)));
    };
    const rendered = await render(urdu);
    if (rendered?.outcome !== "rendered") throw new Error("not rendered");
    const { message } = rendered;
    expect(message.subject).toBe("جمعہ کو افطار");
    expect(message.html).toContain('<html lang="ur" dir="rtl">');
    expect(message.html).toContain("ہمارے ساتھ شامل ہوں &#60;b&#62;");
    expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = /\/api\/unsubscribe\/([^>]+)>/.exec(message.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const secret = mailContext(secrets).signingSecret("http://localhost");
    expect(await readUnsubscribeToken(secret, token, new Date())).toEqual({
      userId: urdu,
      topic: "announcements",
      campaignId: id,
    });
    expect(message.text).toContain("/unsubscribe/");
    // Not written in Arabic: English, left to right, its link clickable.
    const english = await render(arabic);
    if (english?.outcome !== "rendered") throw new Error("not rendered");
    expect(english.message.html).toContain('<html lang="en" dir="ltr">');
    expect(english.message.html).toContain('<a href="https://sppc.example/events">');
    // Switched off after the rows were written: nothing is sent.
    await env.DB.prepare(
      `insert into consents (id, user_id, purpose, granted, method, policy_version, campaign_id)
       values (?, ?, 'announcements', 0, 'unsubscribe', '2026-01', ?)`,
    )
      .bind(crypto.randomUUID(), urdu, id)
      .run();
    expect(await render(urdu)).toEqual({ outcome: "nothing-to-tell" });
  });

  it("titles the bell notice and the push with the subject in the member's language", async () => {
    const { event, ids } = await eventMembers([{ first: "Urdu", language: "ur" }]);
    const [urdu = ""] = ids;
    await giveDevice(urdu);
    const id = await sendingCampaign({
      segment: { eventIds: [event] },
      channels: ["inapp", "push"],
      subject: text("Iftar on Friday", { ur: "جمعہ کو افطار" }),
      body: text("Join us.", { ur: "ہمارے ساتھ شامل ہوں" }),
    });
    await runToEnd(recordingQueues().deps, id);
    const rowId = `campaign:${id}:${urdu}`;
    const notice = await env.DB.prepare("select kind, link, data from notifications where id = ?")
      .bind(rowId)
      .first<{ kind: string; link: string; data: string }>();
    expect(notice?.kind).toBe("announcement");
    // Both open the announcement itself, not the bell's list.
    expect(notice?.link).toBe(`/announcements/${id}`);
    expect(JSON.parse(notice?.data ?? "{}")).toMatchObject({ title: "جمعہ کو افطار" });
    const push = await env.DB.prepare("select id, source, link, data from push_outbox where id = ?")
      .bind(rowId)
      .first<{ id: string; source: string; link: string; data: string }>();
    expect(push?.link).toBe(`/announcements/${id}`);
    const data = JSON.parse(push?.data ?? "{}") as Record<string, string>;
    const topic = pushTopicOf({ id: rowId, source: push?.source ?? "", data });
    expect(topic).toEqual({ kind: "announcement" });
    if (!topic) throw new Error("no push topic");
    expect(pushText(topic, "ur", { name: "SPPC", data })).toEqual({
      title: "جمعہ کو افطار",
      body: "SPPC کی طرف سے ایک نیا اعلان۔",
    });
  });

  it("starts a scheduled campaign when it is due: by its delayed message or by the cron, once", async () => {
    const { event } = await eventMembers([{ first: "Scheduled" }]);
    const insertScheduled = async (sendAt: string) => {
      const id = await sendingCampaign({ segment: { eventIds: [event] }, channels: ["inapp"] });
      await env.DB.prepare(
        "update campaigns set status = 'scheduled', phase = null, send_at = ? where id = ?",
      )
        .bind(sendAt, id)
        .run();
      return id;
    };
    const later = await insertScheduled(iso(DAY_MS));
    const due = await insertScheduled(iso(-60_000));
    const recorded = recordingQueues();
    // An early (or stale) delayed message does not start it.
    expect(await advanceCampaign(recorded.deps, later, new Date())).toBe("idle");
    expect(await startDueCampaigns(db, recorded.deps.queue, new Date())).toMatchObject({ started: 1 });
    expect(recorded.steps).toEqual([due]);
    expect((await campaignRow(later))?.status).toBe("scheduled");
    // The delayed message arriving after the cron's claim starts nothing a second time.
    expect(await advanceCampaign(recorded.deps, due, new Date())).toBe("snapshot");
    expect(await advanceCampaign(recorded.deps, due, new Date())).toBe("sent");

    // The real cron (wrangler.toml's */10) with the real queue: the campaign is sent in the background.
    const cronDue = await insertScheduled(iso(-60_000));
    await scheduled(
      createScheduledController({ scheduledTime: new Date(), cron: MAIL_SWEEP_CRON }),
      env,
      createExecutionContext(),
    );
    await expect.poll(async () => (await campaignRow(cronDue))?.status, { timeout: 15_000 }).toBe("sent");
    expect(await rowsPerMember("notifications", cronDue)).toHaveLength(1);
  });
});
