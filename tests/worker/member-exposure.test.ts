// Issue 33: a member's name and photo, through GET /api/messages/{id} and GET /api/profile/photo/{id},
// reach only those the member has shown themselves to: themself, connections, conversation partners,
// admins, members who see them in the feed, and anyone when they share their profile. Everyone else
// gets the non-sharing placeholder (an empty name, no photo) and the photo's 404.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Conversation } from "../../worker/contract/messages";
import { makeAdmin } from "./accounts-helpers";
import { callApi } from "./call-api";
import { connectMembers, json, member, send, shareProfile } from "./messages-helpers";

type Member = Awaited<ReturnType<typeof member>>;

/** A member who shares nothing, with a profile photo in the bucket. */
async function privateMember(name: string) {
  const account = await member(name);
  const key = `profile-photos/${account.userId}/${crypto.randomUUID()}.png`;
  await env.PHOTOS.put(key, new Uint8Array([137, 80, 78, 71]), {
    httpMetadata: { contentType: "image/png" },
  });
  await env.DB.prepare("update members set photo_key = ? where user_id = ?").bind(key, account.userId).run();
  return account;
}

const photo = (of: Member, cookie = "") =>
  callApi(`/api/profile/photo/${of.userId}`, cookie ? { headers: { Cookie: cookie } } : {});

/** What the viewer reads of the member: the conversation's partner and the photo's status. */
async function seen(of: Member, viewer: Member) {
  const conversation = await json<Conversation>(
    await send("GET", `/api/messages/${of.userId}`, viewer.cookie),
  );
  const answer = await photo(of, viewer.cookie);
  await answer.arrayBuffer();
  return { partner: conversation.partner, photo: answer.status };
}

const shown = (of: Member, name: string) => ({
  partner: { id: of.userId, name, imageUrl: `/api/profile/photo/${of.userId}` },
  photo: 200,
});
const hidden = (of: Member) => ({ partner: { id: of.userId, name: "", imageUrl: null }, photo: 404 });

describe("who sees a member's name and photo", () => {
  it("hides a non-sharing member from a stranger, and shows them to connections, partners, admins and themself", async () => {
    const owner = await privateMember("Nadia Rahman");
    const stranger = await member("Omar Stranger");
    const connected = await member("Sara Connected");
    const partner = await member("Tariq Partner");
    const admin = await member("Huda Admin");
    await makeAdmin(admin.email);
    await connectMembers(owner.userId, connected.userId);

    expect(await seen(owner, stranger)).toEqual(hidden(owner));
    expect(await seen(owner, connected)).toEqual(shown(owner, "Nadia Rahman"));
    expect(await seen(owner, admin)).toEqual(shown(owner, "Nadia Rahman"));
    expect((await photo(owner, owner.cookie)).status).toBe(200);
    // A visitor is told nothing either: the same 404 as for an id that is no member at all.
    expect((await photo(owner)).status).toBe(404);
    expect((await photo({ ...owner, userId: crypto.randomUUID() }, stranger.cookie)).status).toBe(404);

    // Opening the conversation is not an exchange; a message (here from the owner) is.
    expect(await seen(owner, partner)).toEqual(hidden(owner));
    await shareProfile(partner.userId); // so the owner may write to them first
    await json(await send("POST", "/api/messages", owner.cookie, { to: partner.userId, text: "Salam" }), 201);
    expect(await seen(owner, partner)).toEqual(shown(owner, "Nadia Rahman"));
    // The stranger still sees nothing.
    expect(await seen(owner, stranger)).toEqual(hidden(owner));
  });

  it("shows a sharing member to everyone, visitors' photo requests included", async () => {
    const owner = await privateMember("Layla Sharing");
    const stranger = await member("Omar Other");
    expect(await seen(owner, stranger)).toEqual(hidden(owner));
    await shareProfile(owner.userId);
    expect(await seen(owner, stranger)).toEqual(shown(owner, "Layla Sharing"));
    expect((await photo(owner)).status).toBe(200);
  });

  it("serves the photo of a member's feed post to the members who read the feed, not to visitors", async () => {
    const owner = await privateMember("Imran Poster");
    const reader = await member("Zainab Reader");
    expect((await photo(owner, reader.cookie)).status).toBe(404);
    await json(
      await send("POST", "/api/posts", owner.cookie, { content: "Hiring in Jeddah", postType: "standard" }),
      201,
    );
    const feed = await (await send("GET", "/api/posts", reader.cookie)).text();
    expect(feed).toContain(`/api/profile/photo/${owner.userId}?v=`);
    expect((await photo(owner, reader.cookie)).status).toBe(200);
    expect((await photo(owner)).status).toBe(404);
  });
});
