import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { ConnectionState, HomeSummary } from "../../worker/contract/home";
import type { ConnectionRequests, PeopleYouMayKnow } from "../../worker/contract/network";
import type { NotificationsPage } from "../../worker/contract/notifications";
import type { MemberDataExport } from "../../worker/domain/privacy/export";
import { PASSWORD, postJson, send } from "./accounts-helpers";
import { callApi } from "./call-api";
import { connections, countRows, memberWithSession, quietMember } from "./network-helpers";

vi.setConfig({ testTimeout: 30_000 });

const state = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await response.json()) as ConnectionState;
};

async function connectionCount(cookie: string) {
  const response = await callApi("/api/home/summary", { headers: { Cookie: cookie } });
  return ((await response.json()) as HomeSummary).counts.connections;
}

const notices = (userId: string, kind: string) =>
  env.DB.prepare("select actor_user_id as actor, link from notifications where user_id = ? and kind = ?")
    .bind(userId, kind)
    .all<{ actor: string; link: string }>()
    .then((result) => result.results);

const pairRows = (one: string, other: string) =>
  countRows(
    "select count(*) as n from member_connections where user_a in (?1, ?2) and user_b in (?1, ?2)",
    one,
    other,
  );

describe("connections need the other member's consent", () => {
  it("a request connects nobody until accepted; the addressee and then the requester are told", async () => {
    const asker = await memberWithSession({ shares: true, firstName: "Asma" });
    const asked = await memberWithSession({ shares: true, firstName: "Bilal" });

    expect(await state(await connections.request(asker.cookie, asked.id))).toEqual({
      connected: false,
      status: "outgoing",
    });
    // Asking twice keeps one request and one notice.
    await connections.request(asker.cookie, asked.id);
    expect(
      await countRows("select count(*) as n from connection_requests where requester_user_id = ?", asker.id),
    ).toBe(1);
    expect(await pairRows(asker.id, asked.id)).toBe(0);
    expect(await connectionCount(asker.cookie)).toBe(0);
    expect(await notices(asked.id, "connection_request")).toEqual([
      { actor: asker.id, link: `/profile/${asker.id}` },
    ]);
    expect((await state(await connections.state(asked.cookie, asker.id))).status).toBe("incoming");
    // The bell lists it with who asked (the app writes the sentence in the reader's language).
    const bell = (await (
      await callApi("/api/notifications", { headers: { Cookie: asked.cookie } })
    ).json()) as NotificationsPage;
    expect(bell.notifications.map((notice) => [notice.kind, notice.actor?.name, notice.link])).toEqual([
      ["connection_request", "Asma", `/profile/${asker.id}`],
    ]);

    const lists = (await (
      await callApi("/api/profile/connections/requests", { headers: { Cookie: asked.cookie } })
    ).json()) as ConnectionRequests;
    expect(lists.incoming.map((person) => [person.id, person.name])).toEqual([[asker.id, "Asma"]]);
    expect(lists.outgoing).toEqual([]);

    // The requester cannot accept their own request.
    expect((await connections.accept(asker.cookie, asked.id)).status).toBe(404);
    expect(await state(await connections.accept(asked.cookie, asker.id))).toEqual({
      connected: true,
      status: "connected",
    });
    expect(await pairRows(asker.id, asked.id)).toBe(1);
    expect(
      await countRows("select count(*) as n from connection_requests where requester_user_id = ?", asker.id),
    ).toBe(0);
    expect(await connectionCount(asker.cookie)).toBe(1);
    expect(await connectionCount(asked.cookie)).toBe(1);
    expect(await notices(asker.id, "connection_accepted")).toEqual([
      { actor: asked.id, link: `/profile/${asked.id}` },
    ]);
    // Accepting again changes nothing and tells nobody twice.
    expect((await state(await connections.accept(asked.cookie, asker.id))).status).toBe("connected");
    expect(await notices(asker.id, "connection_accepted")).toHaveLength(1);

    // Either side can remove the connection.
    expect((await state(await connections.remove(asked.cookie, asker.id))).status).toBe("none");
    expect(await pairRows(asker.id, asked.id)).toBe(0);
    expect(await connectionCount(asker.cookie)).toBe(0);
  });

  it("decline and withdraw remove the request without connecting", async () => {
    const asker = await memberWithSession({ shares: true });
    const asked = await memberWithSession({ shares: true });
    await connections.request(asker.cookie, asked.id);
    expect((await state(await connections.decline(asked.cookie, asker.id))).status).toBe("none");
    expect((await state(await connections.state(asker.cookie, asked.id))).status).toBe("none");
    expect((await connections.decline(asked.cookie, asker.id)).status).toBe(404);
    expect((await connections.accept(asked.cookie, asker.id)).status).toBe(404);
    expect(await pairRows(asker.id, asked.id)).toBe(0);

    // Asking the same member again within a week is refused (spam-limits.test.ts): withdraw on another.
    const other = await memberWithSession({ shares: true });
    await connections.request(asker.cookie, other.id);
    expect((await state(await connections.remove(asker.cookie, other.id))).status).toBe("none");
    expect((await connections.accept(other.cookie, asker.id)).status).toBe(404);
    expect(await pairRows(asker.id, other.id)).toBe(0);
    expect(await connectionCount(other.cookie)).toBe(0);
  });

  it("asking someone who already asked you accepts their request (never two requests)", async () => {
    const one = await memberWithSession({ shares: true });
    const other = await memberWithSession({ shares: true });
    await connections.request(one.cookie, other.id);
    expect((await state(await connections.request(other.cookie, one.id))).status).toBe("connected");
    expect(await pairRows(one.id, other.id)).toBe(1);
    expect(
      await countRows(
        "select count(*) as n from connection_requests where addressee_user_id in (?, ?)",
        one.id,
        other.id,
      ),
    ).toBe(0);
  });

  it("refuses a request to yourself, to private or unknown members, and visitors", async () => {
    const me = await memberWithSession({ shares: true });
    const hidden = await quietMember();
    expect((await connections.request(me.cookie, me.id)).status).toBe(400);
    expect((await connections.request(me.cookie, hidden.id)).status).toBe(404);
    expect((await connections.request(me.cookie, "no-such-member")).status).toBe(404);
    expect((await connections.request("", me.id)).status).toBe(401);
    expect((await callApi(`/api/profile/connections/${me.id}`)).status).toBe(401);
    expect(
      await countRows("select count(*) as n from connection_requests where requester_user_id = ?", me.id),
    ).toBe(0);
  });

  it("keeps the connect button's first path working, with the same consent rule", async () => {
    const one = await memberWithSession({ shares: true });
    const other = await memberWithSession({ shares: true });
    expect(await state(await send("PUT", `/api/profile/${other.id}/connection`, one.cookie))).toEqual({
      connected: false,
      status: "outgoing",
    });
    expect(
      (await state(await send("PUT", `/api/profile/${one.id}/connection`, other.cookie))).connected,
    ).toBe(true);
    expect(
      (await state(await send("DELETE", `/api/profile/${one.id}/connection`, other.cookie))).connected,
    ).toBe(false);
  });

  it("a requester's card opens for the member they asked, even without sharing", async () => {
    const shy = await memberWithSession({ firstName: "Shy" });
    const asked = await memberWithSession({ shares: true });
    const stranger = await memberWithSession();
    await connections.request(shy.cookie, asked.id);
    const card = (cookie: string) =>
      callApi(`/api/profile/public/${shy.id}`, { headers: { Cookie: cookie } });
    expect((await card(asked.cookie)).status).toBe(200);
    expect((await card(stranger.cookie)).status).toBe(404);
  });
});

describe("people you may know", () => {
  it("suggests sharing members in the same city and industry, not already connected or asked", async () => {
    const city = `Town${crypto.randomUUID().slice(0, 6)}`;
    const me = await memberWithSession({ location: city, industry: "Construction" });
    const match = await quietMember({ shares: true, location: city.toLowerCase(), industry: "Construction" });
    await quietMember({ location: city, industry: "Construction" }); // not sharing
    await quietMember({ shares: true, location: city, industry: "Healthcare" });
    await quietMember({ shares: true, location: "Elsewhere", industry: "Construction" });
    const asked = await quietMember({ shares: true, location: city, industry: "Construction" });
    await connections.request(me.cookie, asked.id);

    const response = await callApi("/api/profile/connections/suggestions", {
      headers: { Cookie: me.cookie },
    });
    expect(((await response.json()) as PeopleYouMayKnow).people.map((person) => person.id)).toEqual([
      match.id,
    ]);
  });
});

describe("privacy", () => {
  it("the export lists pending requests; deleting the account removes them", async () => {
    const leaving = await memberWithSession({ shares: true });
    const other = await memberWithSession({ shares: true });
    await connections.request(leaving.cookie, other.id);
    const exported = (await (
      await callApi("/api/privacy/export", { headers: { Cookie: leaving.cookie } })
    ).json()) as MemberDataExport;
    expect(exported.community.connectionRequests).toEqual([
      expect.objectContaining({ direction: "sent", memberId: other.id }),
    ]);
    const deleted = await postJson(
      "/api/privacy/delete-account",
      { password: PASSWORD, confirm: "DELETE" },
      leaving.cookie,
    );
    expect(deleted.status).toBe(200);
    expect(
      await countRows("select count(*) as n from connection_requests where addressee_user_id = ?", other.id),
    ).toBe(0);
  });
});
