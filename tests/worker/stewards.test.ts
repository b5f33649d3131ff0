import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AdminEvent, Steward } from "../../worker/contract/admin-events";
import type { NotificationsPage } from "../../worker/contract/notifications";
import type { CurrentUser } from "../../worker/contract/user";
import { makeAdmin, outboxFor, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function admin() {
  const account = await signUp(uniqueEmail("admin"));
  await makeAdmin(account.email);
  return account;
}

async function createEvent(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await send("POST", "/api/admin/events", cookie, {
    name: "Khobar Engineers Evening",
    nameUr: "خبر انجینئرز کی شام",
    city: null,
    type: "Networking",
    description: "An evening of introductions",
    highlights: [],
    venue: "Test Hall",
    address: "Corniche Road",
    startsAt: daysFromNow(10),
    endsAt: daysFromNow(10.1),
    capacity: 20,
    registrationOpen: true,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { event: AdminEvent }).event;
}

const addSteward = (cookie: string, eventId: string, email: string) =>
  send("POST", `/api/admin/events/${eventId}/stewards`, cookie, { email });

async function currentUser(cookie: string): Promise<CurrentUser> {
  const response = await callApi("/api/auth/user", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as CurrentUser;
}

async function noticesOf(email: string) {
  const { results } = await env.DB.prepare(
    `select n.kind, n.link, n.data from notifications n join user u on u.id = n.user_id
      where u.email = ? and n.kind = 'steward'`,
  )
    .bind(email)
    .all<{ kind: string; link: string; data: string }>();
  return results;
}

const stewardMails = async (email: string) =>
  (await outboxFor(email)).filter((mail) => mail.kind === "steward-added");

describe("POST /api/admin/events/:id/stewards", () => {
  it("tells the new steward once, in Urdu, by bell and email, with the door screen's link", async () => {
    const { cookie } = await admin();
    const event = await createEvent(cookie);
    const steward = await signUp(uniqueEmail("steward"), "Bilal Ahmed");
    await env.DB.prepare(
      "update members set preferred_language = 'ur', first_name = 'Bilal' where user_id = (select id from user where email = ?)",
    )
      .bind(steward.email)
      .run();
    const door = `/admin/checkin/${event.id}`;

    const added = await addSteward(cookie, event.id, steward.email);
    expect(added.status).toBe(201);
    const { stewards } = (await added.json()) as { stewards: Steward[] };
    expect(stewards.map((s) => s.email)).toEqual([steward.email]);

    const [mail, ...moreMail] = await stewardMails(steward.email);
    expect(moreMail).toEqual([]);
    expect(mail?.subject).toBe("آپ خبر انجینئرز کی شام کے اسٹیورڈ ہیں");
    expect(mail?.text).toContain("السلام علیکم Bilal،");
    expect(mail?.text).toContain(`http://localhost${door}`);
    expect(mail?.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail?.html).toContain(`href="http://localhost${door}"`);
    expect(mail?.html).toContain("دروازے کی اسکرین کھولیں");

    expect(await noticesOf(steward.email)).toEqual([
      { kind: "steward", link: door, data: JSON.stringify({ event: "خبر انجینئرز کی شام" }) },
    ]);
    // The bell answers it to the steward.
    const bell = await callApi("/api/notifications", { headers: { Cookie: steward.cookie } });
    const page = (await bell.json()) as NotificationsPage;
    expect(page.notifications.map((n) => [n.kind, n.link])).toEqual([["steward", door]]);

    // Adding the same steward again changes nothing and tells nobody twice.
    const again = await addSteward(cookie, event.id, steward.email.toUpperCase());
    expect(again.status).toBe(201);
    expect(((await again.json()) as { stewards: Steward[] }).stewards).toHaveLength(1);
    expect(await stewardMails(steward.email)).toHaveLength(1);
    expect(await noticesOf(steward.email)).toHaveLength(1);
  });

  it("writes the mail in English for a member who reads English, and tells an admin nothing about themselves", async () => {
    const owner = await admin();
    const event = await createEvent(owner.cookie, { nameUr: null });
    const steward = await signUp(uniqueEmail("steward"), "Hira Qureshi");
    expect((await addSteward(owner.cookie, event.id, steward.email)).status).toBe(201);
    const [mail] = await stewardMails(steward.email);
    expect(mail?.subject).toBe("You are a steward at Khobar Engineers Evening");
    expect(mail?.text).toContain("Assalam-o-Alaikum Hira,");
    expect(mail?.text).toContain(`Open the door screen: http://localhost/admin/checkin/${event.id}`);

    expect((await addSteward(owner.cookie, event.id, owner.email)).status).toBe(201);
    expect(await stewardMails(owner.email)).toEqual([]);
    expect(await noticesOf(owner.email)).toEqual([]);
  });

  it("tells a steward again after being removed and added anew", async () => {
    const { cookie } = await admin();
    const event = await createEvent(cookie);
    const steward = await signUp(uniqueEmail("steward"));
    await addSteward(cookie, event.id, steward.email);
    await send(
      "DELETE",
      `/api/admin/events/${event.id}/stewards?email=${encodeURIComponent(steward.email)}`,
      cookie,
    );
    await addSteward(cookie, event.id, steward.email);
    expect(await stewardMails(steward.email)).toHaveLength(2);
    expect(await noticesOf(steward.email)).toHaveLength(2);
  });

  it("answers 404 for an unknown event or member, 422 for a bad address, 403 for members, 401 for visitors", async () => {
    const { cookie } = await admin();
    const event = await createEvent(cookie);
    const member = await signUp(uniqueEmail("member"));
    expect((await addSteward(cookie, crypto.randomUUID(), member.email)).status).toBe(404);
    expect((await addSteward(cookie, event.id, uniqueEmail("nobody"))).status).toBe(404);
    expect((await addSteward(cookie, event.id, "not-an-email")).status).toBe(422);
    expect((await addSteward(member.cookie, event.id, member.email)).status).toBe(403);
    expect((await addSteward("", event.id, member.email)).status).toBe(401);
    expect(await stewardMails(member.email)).toEqual([]);
    expect(await noticesOf(member.email)).toEqual([]);
  });
});

describe("the current user's stewardEvents", () => {
  it("counts the upcoming events the member stewards, not past ones, and follows removal", async () => {
    const { cookie } = await admin();
    const upcoming = await createEvent(cookie);
    const later = await createEvent(cookie, { startsAt: daysFromNow(30), endsAt: daysFromNow(30.1) });
    const steward = await signUp(uniqueEmail("steward"));
    expect((await currentUser(steward.cookie)).stewardEvents).toBe(0);

    await addSteward(cookie, upcoming.id, steward.email);
    await addSteward(cookie, later.id, steward.email);
    expect((await currentUser(steward.cookie)).stewardEvents).toBe(2);

    // An event that has ended no longer counts.
    await env.DB.prepare("update events set starts_at = ?, ends_at = ? where id = ?")
      .bind(daysFromNow(-2), daysFromNow(-1.9), later.id)
      .run();
    expect((await currentUser(steward.cookie)).stewardEvents).toBe(1);

    await send(
      "DELETE",
      `/api/admin/events/${upcoming.id}/stewards?email=${encodeURIComponent(steward.email)}`,
      cookie,
    );
    expect((await currentUser(steward.cookie)).stewardEvents).toBe(0);
  });

  it("is in every answer that replaces the current user (profile update)", async () => {
    const { cookie } = await admin();
    const event = await createEvent(cookie);
    const steward = await signUp(uniqueEmail("steward"));
    await addSteward(cookie, event.id, steward.email);
    const response = await send("PUT", "/api/profile", steward.cookie, {
      firstName: "Usman",
      lastName: "Tariq",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as CurrentUser).stewardEvents).toBe(1);
  });
});
