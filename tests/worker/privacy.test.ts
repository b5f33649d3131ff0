import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { ConsentsAnswer } from "../../worker/contract/privacy";
import { createDb } from "../../worker/db/client";
import { monthsBefore, runRetention } from "../../worker/domain/privacy/retention";
import { r2PhotoStore } from "../../worker/storage/photos";
import { ORIGIN, outboxFor, PASSWORD, postJson, signIn, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { localOutbox } from "./test-outbox";

const get = (path: string, cookie: string) => callApi(path, { headers: { Cookie: cookie } });
const putConsent = (body: unknown, cookie: string) =>
  callApi("/api/privacy/consents", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: JSON.stringify(body),
  });
const userId = async (email: string) =>
  (await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>())?.id ?? "";
const count = async (table: string, id: string) =>
  (
    await env.DB.prepare(`select count(*) as n from ${table} where user_id = ?`)
      .bind(id)
      .first<{ n: number }>()
  )?.n;

async function givePhoto(email: string): Promise<string> {
  const key = `profile/${crypto.randomUUID()}.png`;
  await env.PHOTOS.put(key, new Uint8Array([137, 80, 78, 71]));
  await env.DB.prepare("update members set photo_key = ? where user_id = ?")
    .bind(key, await userId(email))
    .run();
  return key;
}

describe("consents", () => {
  it("GET shows the current choice per purpose and the history; PUT appends, withdrawals too", async () => {
    const { cookie } = await signUp();
    const first = (await (await get("/api/privacy/consents", cookie)).json()) as ConsentsAnswer;
    expect(first.current.terms).toMatchObject({
      granted: true,
      method: "signup",
      policyVersion: "2024-12-21",
    });
    expect(first.current.marketing).toBeNull();
    expect(first.history).toHaveLength(2);

    expect((await putConsent({ purpose: "marketing", granted: true }, cookie)).status).toBe(200);
    const withdrawn = await putConsent({ purpose: "marketing", granted: false }, cookie);
    const answer = (await withdrawn.json()) as ConsentsAnswer;
    expect(answer.current.marketing).toMatchObject({ granted: false, method: "preferences" });
    expect(
      answer.history.filter((entry) => entry.purpose === "marketing").map((entry) => entry.granted),
    ).toEqual([false, true]);
    const again = (await (await get("/api/privacy/consents", cookie)).json()) as ConsentsAnswer;
    expect(again).toEqual(answer);
  });

  it("refuses purposes accepted at sign-up, bad bodies and visitors", async () => {
    const { cookie } = await signUp();
    expect((await putConsent({ purpose: "terms", granted: false }, cookie)).status).toBe(422);
    expect((await putConsent({ purpose: "marketing" }, cookie)).status).toBe(422);
    expect((await callApi("/api/privacy/consents")).status).toBe(401);
  });
});

describe("GET /api/privacy/export", () => {
  it("is a dated JSON attachment with the member's data, nobody else's, and no secrets", async () => {
    const me = await signUp(uniqueEmail("exporter"), "Hamza Qureshi");
    const other = await signUp(uniqueEmail("bystander"), "Sana Mirza");
    await putConsent({ purpose: "profile_sharing", granted: true }, me.cookie);
    await putConsent({ purpose: "marketing", granted: true }, other.cookie);

    const response = await get("/api/privacy/export", me.cookie);
    expect(response.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="sppc-my-data-${today}.json"`,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email: me.email, name: "Hamza Qureshi", emailVerified: true });
    expect(data.profile).toMatchObject({ firstName: "Hamza", lastName: "Qureshi", hasProfilePhoto: false });
    expect(data.consents.map((entry: { purpose: string }) => entry.purpose).sort()).toEqual([
      "privacy",
      "profile_sharing",
      "terms",
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual([
      "createdAt",
      "device",
      "expiresAt",
      "ipAddress",
      "lastSeenAt",
    ]);
    expect(data.emails.map((mail: { kind: string }) => mail.kind).sort()).toEqual([
      "verify-email",
      "welcome",
    ]);

    for (const foreign of [other.email, "Sana", "Mirza", await userId(other.email)])
      expect(text).not.toContain(foreign);
    const token = decodeURIComponent(me.cookie.split("sppc.session_token=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/scrypt\$/);
  });

  it("401 when signed out", async () => {
    expect((await callApi("/api/privacy/export")).status).toBe(401);
  });
});

describe("POST /api/privacy/delete-account", () => {
  it("needs the right password and DELETE typed", async () => {
    const { email, cookie } = await signUp();
    const wrong = await postJson(
      "/api/privacy/delete-account",
      { password: "not my password", confirm: "DELETE" },
      cookie,
    );
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as ErrorBody).error.message).toBe("The password is not correct");
    const unconfirmed = await postJson(
      "/api/privacy/delete-account",
      { password: PASSWORD, confirm: "delete" },
      cookie,
    );
    expect(unconfirmed.status).toBe(422);
    expect(await userId(email)).not.toBe("");
    expect(
      (await postJson("/api/privacy/delete-account", { password: PASSWORD, confirm: "DELETE" })).status,
    ).toBe(401);
  });

  it("removes the account, its rows, photo and mail, signs out, and the member cannot sign in again", async () => {
    const { email, cookie } = await signUp();
    const id = await userId(email);
    await putConsent({ purpose: "marketing", granted: true }, cookie);
    const key = await givePhoto(email);

    const response = await postJson(
      "/api/privacy/delete-account",
      { password: PASSWORD, confirm: "DELETE" },
      cookie,
    );
    expect(response.status).toBe(200);
    expect(
      response.headers.getSetCookie().some((c) => /^sppc\.session_token=;/.test(c) && /Max-Age=0/i.test(c)),
    ).toBe(true);

    expect(await userId(email)).toBe("");
    for (const table of ["members", "consents", "session", "account"]) expect(await count(table, id)).toBe(0);
    expect(await env.PHOTOS.get(key)).toBeNull();
    expect((await outboxFor(email)).map((mail) => mail.kind)).toEqual(["account-deleted"]);
    expect((await get("/api/auth/user", cookie)).status).toBe(401);
    expect((await signIn(email)).response.status).toBe(401);
  });
});

describe("retention job", () => {
  const db = createDb(env.DB);
  const run = (now: Date) => runRetention(db, r2PhotoStore(env.PHOTOS), localOutbox(), now);
  const setActive = (email: string, at: Date) =>
    env.DB.prepare(
      "update members set last_active_at = ? where user_id = (select id from user where email = ?)",
    )
      .bind(at.toISOString(), email)
      .run();
  const warnedAt = async (email: string) =>
    (
      await env.DB.prepare(
        "select inactivity_warned_at as at from members where user_id = (select id from user where email = ?)",
      )
        .bind(email)
        .first<{ at: string | null }>()
    )?.at;

  it("warns at 23 months, deletes 30+ days after the warning, and leaves active members alone", async () => {
    const start = new Date();
    const dormant = await signUp(uniqueEmail("dormant"));
    const active = await signUp(uniqueEmail("active"));
    await setActive(dormant.email, start);
    const key = await givePhoto(dormant.email);
    const warnDay = new Date(monthsBefore(start, -23).getTime() + 3_600_000);
    await setActive(active.email, new Date(warnDay.getTime() - 86_400_000));

    await run(warnDay);
    const [notice] = (await outboxFor(dormant.email)).filter((mail) => mail.kind === "inactivity");
    expect(notice?.subject).toBe("Your SPPC account will be deleted in 30 days");
    expect(notice?.text).toContain("unless you sign in");
    expect(await warnedAt(dormant.email)).toBe(warnDay.toISOString());
    expect(await warnedAt(active.email)).toBeNull();

    await run(new Date(warnDay.getTime() + 29 * 86_400_000));
    expect(await userId(dormant.email)).not.toBe("");

    await run(new Date(warnDay.getTime() + 31 * 86_400_000));
    expect(await userId(dormant.email)).toBe("");
    expect(await env.PHOTOS.get(key)).toBeNull();
    expect((await outboxFor(dormant.email)).map((mail) => mail.kind)).toEqual(["account-deleted"]);
    expect(await userId(active.email)).not.toBe("");
    expect(await warnedAt(active.email)).toBeNull();
    expect((await outboxFor(active.email)).some((mail) => mail.kind === "inactivity")).toBe(false);
  });

  it("using the account clears a pending warning", async () => {
    const start = new Date();
    const member = await signUp(uniqueEmail("returning"));
    await setActive(member.email, start);
    await run(new Date(monthsBefore(start, -23).getTime() + 3_600_000));
    expect(await warnedAt(member.email)).not.toBeNull();
    expect((await get("/api/auth/user", member.cookie)).status).toBe(200);
    expect(await warnedAt(member.email)).toBeNull();
  });
});
