// GET /api/campaigns/{id}/for-me: a member the campaign reached reads it in the app (the bell notice and
// the push open /announcements/{id}); nobody else learns it exists.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CampaignForMe } from "../../worker/contract/campaigns";
import { advanceCampaign } from "../../worker/domain/campaigns/sending";
import { send } from "./accounts-helpers";
import { member } from "./admin-members-helpers";
import {
  DAY_MS,
  iso,
  recordingQueues,
  seedEvent,
  seedSeat,
  sendingCampaign,
  text,
} from "./campaigns-helpers";

const setLanguage = (userId: string, language: string) =>
  env.DB.prepare("update members set preferred_language = ? where user_id = ?").bind(language, userId).run();

/** A campaign to the members who registered for a new event, sent to the end as the consumer would. */
async function sentTo(userIds: string[]) {
  const event = await seedEvent(iso(-DAY_MS));
  for (const userId of userIds) await seedSeat(event, { userId, email: `${userId}@seat.example` });
  const id = await sendingCampaign({
    segment: { eventIds: [event] },
    channels: ["inapp"],
    subject: text("Iftar on Friday", { ur: "جمعہ کو افطار" }),
    body: text("Join us.\n\nhttps://sppc.example/iftar", {
      ur: "ہمارے ساتھ شامل ہوں۔\n\nhttps://sppc.example/iftar",
    }),
  });
  const { deps } = recordingQueues();
  for (let step = 0; step < 10; step += 1)
    if ((await advanceCampaign(deps, id, new Date())) === "sent") break;
  return id;
}

const forMe = (id: string, cookie: string) => send("GET", `/api/campaigns/${id}/for-me`, cookie);

describe("an announcement for me", () => {
  it("is read by a recipient in their language (Urdu, right to left), and never cached", async () => {
    const reader = await member("Urdu Reader");
    await setLanguage(reader.userId, "ur");
    const id = await sentTo([reader.userId]);
    const notice = await env.DB.prepare("select link from notifications where id = ?")
      .bind(`campaign:${id}:${reader.userId}`)
      .first<{ link: string }>();
    expect(notice?.link).toBe(`/announcements/${id}`);

    const response = await forMe(id, reader.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await response.json()) as CampaignForMe;
    expect(body).toMatchObject({
      subject: "جمعہ کو افطار",
      body: "ہمارے ساتھ شامل ہوں۔\n\nhttps://sppc.example/iftar",
      language: "ur",
      dir: "rtl",
    });
    expect(body.sentAt).toEqual(expect.any(String));

    // Arabic was not written: English, left to right, as the mail falls back.
    await setLanguage(reader.userId, "ar");
    expect(await (await forMe(id, reader.cookie)).json()).toMatchObject({
      subject: "Iftar on Friday",
      language: "en",
      dir: "ltr",
    });
  });

  it("is a 404 to a member it did not reach and for a draft, and a 401 to a visitor", async () => {
    const reader = await member("Reached");
    const stranger = await member("Not Reached");
    const id = await sentTo([reader.userId]);
    expect((await forMe(id, stranger.cookie)).status).toBe(404);
    expect((await forMe(id, "")).status).toBe(401);
    expect((await forMe(crypto.randomUUID(), reader.cookie)).status).toBe(404);

    // Back to a draft with the member still in its recipients: not readable until it is sent.
    await env.DB.prepare("update campaigns set status = 'draft' where id = ?").bind(id).run();
    expect((await forMe(id, reader.cookie)).status).toBe(404);
  });
});
