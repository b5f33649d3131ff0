import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { MemberCityMoveResult, UnmatchedMemberCities } from "../../worker/contract/member-cities";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const PATH = "/api/admin/member-cities";

async function admin() {
  const account = await signUp(uniqueEmail("city-admin"), "Farah Admin");
  await makeAdmin(account.email);
  return account;
}

/** Members written straight to D1 with these cities, as migration 0024 or the import left them. */
async function membersIn(locations: (string | null)[]): Promise<string[]> {
  const ids = locations.map(() => `city-member-${crypto.randomUUID()}`);
  await env.DB.batch(
    locations.flatMap((location, index) => [
      env.DB.prepare(
        "insert into user (id, name, email, email_verified, created_at, updated_at) values (?, 'Member', ?, 0, 0, 0)",
      ).bind(ids[index], `${ids[index]}@example.com`),
      env.DB.prepare("insert into members (user_id, location) values (?, ?)").bind(ids[index], location),
    ]),
  );
  return ids;
}

async function citiesOf(ids: string[]): Promise<(string | null)[]> {
  const { results } = await env.DB.prepare(
    `select user_id as id, location from members where user_id in (${ids.map(() => "?").join(", ")})`,
  )
    .bind(...ids)
    .all<{ id: string; location: string | null }>();
  const byId = new Map(results.map((row) => [row.id, row.location]));
  return ids.map((id) => byId.get(id) ?? null);
}

const list = async (cookie: string) =>
  (await (await callApi(PATH, { headers: { Cookie: cookie } })).json()) as UnmatchedMemberCities;

describe("/api/admin/member-cities", () => {
  it("lists the cities no id holds, with how many members hold each and matchCity's suggestion", async () => {
    const { cookie } = await admin();
    const tag = crypto.randomUUID().slice(0, 6);
    const lahore = `Lahore ${tag}`;
    const olaya = `Riyadh - Olaya ${tag}`;
    await membersIn([lahore, lahore, lahore, olaya, "riyadh", "jeddah", "", null]);
    const response = await callApi(PATH, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const { values } = (await response.json()) as UnmatchedMemberCities;
    const mine = values.filter((value) => value.text.includes(tag));
    // Most members first.
    expect(mine).toEqual([
      { text: lahore, members: 3, suggestion: null },
      { text: olaya, members: 1, suggestion: "riyadh" },
    ]);
    const texts = values.map((value) => value.text);
    expect(texts).not.toContain("riyadh");
    expect(texts).not.toContain("jeddah");
    expect(texts).not.toContain("");
  });

  it("moves every member with exactly that text to the city, in one audited write", async () => {
    const { cookie } = await admin();
    const from = `Olaya, Riyadh ${crypto.randomUUID().slice(0, 6)}`;
    const moving = await membersIn([from, from]);
    // Not the same text: a space more, or another case.
    const staying = await membersIn([`${from} `, from.toUpperCase()]);

    const response = await send("POST", PATH, cookie, { from, to: "riyadh" });
    expect(response.status).toBe(200);
    expect((await response.json()) as MemberCityMoveResult).toEqual({ from, to: "riyadh", moved: 2 });
    expect(await citiesOf(moving)).toEqual(["riyadh", "riyadh"]);
    expect(await citiesOf(staying)).toEqual([`${from} `, from.toUpperCase()]);
    expect((await list(cookie)).values.map((value) => value.text)).not.toContain(from);

    const { results } = await env.DB.prepare(
      "select actor_name, target_type, target_id, before, after from audit_log where action = 'member.city_match'",
    ).all<Record<string, string>>();
    const entries = results.filter((row) => String(row.before).includes(from));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_name: "Farah Admin",
      target_type: "member_city",
      target_id: "riyadh",
    });
    expect(JSON.parse(String(entries[0]?.before))).toEqual({ location: from, members: 2 });
    expect(JSON.parse(String(entries[0]?.after))).toEqual({ location: "riyadh" });
    // The handler's own entry only (the catch-all for admin writes stays quiet).
    const catchAll = await env.DB.prepare(
      "select count(*) as n from audit_log where target_type = 'endpoint' and action like '%member-cities%'",
    ).first<{ n: number }>();
    expect(catchAll?.n).toBe(0);

    // Nobody holds it any more: 404, and nothing else moves.
    const again = await send("POST", PATH, cookie, { from, to: "jeddah" });
    expect(again.status).toBe(404);
    expect(await citiesOf(moving)).toEqual(["riyadh", "riyadh"]);
  });

  it("422 for a city not in the list, and for a value that is already a city (no city merges into another)", async () => {
    const { cookie } = await admin();
    const from = `Atlantis ${crypto.randomUUID().slice(0, 6)}`;
    const [written, riyadh] = await membersIn([from, "riyadh"]);

    const badCity = await send("POST", PATH, cookie, { from, to: "atlantis" });
    expect(badCity.status).toBe(422);
    const badDetails = ((await badCity.json()) as ErrorBody).error.details as Record<string, string[]>;
    expect(badDetails).toEqual({ to: ["Choose a city from the list"] });

    const aSpelling = await send("POST", PATH, cookie, { from, to: "Riyadh" });
    expect(aSpelling.status).toBe(422);

    const merge = await send("POST", PATH, cookie, { from: "riyadh", to: "jeddah" });
    expect(merge.status).toBe(422);
    const mergeDetails = ((await merge.json()) as ErrorBody).error.details as Record<string, string[]>;
    expect(mergeDetails).toEqual({ from: ["That value is already a city of the list"] });

    expect(await citiesOf([written as string, riyadh as string])).toEqual([from, "riyadh"]);
  });

  it("is for administrators only: 401 signed out, 403 for a member, and a member's move changes nothing", async () => {
    const from = `Karachi ${crypto.randomUUID().slice(0, 6)}`;
    const ids = await membersIn([from]);
    expect((await callApi(PATH)).status).toBe(401);
    const member = await signUp(uniqueEmail("city-member"));
    expect((await callApi(PATH, { headers: { Cookie: member.cookie } })).status).toBe(403);
    const moved = await send("POST", PATH, member.cookie, { from, to: "other" });
    expect(moved.status).toBe(403);
    expect(await citiesOf(ids)).toEqual([from]);
  });
});
