import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { makeAdmin, postJson, signUp } from "./accounts-helpers";
import { callApi } from "./call-api";

async function makeEvent(name: string) {
  const id = crypto.randomUUID();
  const starts = new Date(Date.now() + 5 * 86_400_000);
  await env.DB.prepare(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity)
     values (?, ?, ?, null, 'Networking', 'x', 'Hall', 'Street', ?, ?, 50)`,
  )
    .bind(id, `slug-${id}`, name, starts.toISOString(), new Date(starts.getTime() + 3_600_000).toISOString())
    .run();
  return id;
}

describe("GET /api/events/checkin/mine", () => {
  it("lists only the events a steward was assigned; admins see every upcoming event; visitors 401", async () => {
    const stewarded = await makeEvent("Stewarded Evening");
    await makeEvent("Someone Else's Evening");
    const admin = await signUp();
    await makeAdmin(admin.email);
    const steward = await signUp();

    const before = await callApi("/api/events/checkin/mine", { headers: { Cookie: steward.cookie } });
    expect(((await before.json()) as { events: unknown[] }).events).toEqual([]);

    const assign = await postJson(
      `/api/admin/events/${stewarded}/stewards`,
      { email: steward.email },
      admin.cookie,
    );
    expect(assign.status).toBe(201);
    const after = await callApi("/api/events/checkin/mine", { headers: { Cookie: steward.cookie } });
    const { events } = (await after.json()) as { events: { id: string; name: string }[] };
    expect(events.map((event) => event.name)).toEqual(["Stewarded Evening"]);

    const asAdmin = await callApi("/api/events/checkin/mine", { headers: { Cookie: admin.cookie } });
    const all = ((await asAdmin.json()) as { events: { name: string }[] }).events.map((event) => event.name);
    expect(all).toEqual(expect.arrayContaining(["Stewarded Evening", "Someone Else's Evening"]));

    expect((await callApi("/api/events/checkin/mine")).status).toBe(401);
  });
});
