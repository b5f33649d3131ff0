// Sign-in limits: a stranger guessing passwords slows only their own (account, address) pair, with a
// wait that grows; the owner from their own address still gets in; the owner hears of it once a day.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADDRESS_FAILURES, accountKey, DEVICE_FAILURES } from "../../worker/auth/rate-limit";
import type { ErrorBody } from "../../worker/contract/errors";
import { DELETE_CONFIRMATION } from "../../worker/contract/privacy";
import { NOTICE_AFTER_FAILURES } from "../../worker/domain/sign-in";
import { cookiesFrom, ORIGIN, outboxFor, PASSWORD, postJson, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi, callFromEdge, EDGE_ORIGIN } from "./call-api";

let addresses = 0;
/** A fresh address per call, so tests sharing this file's storage do not share address counts. */
function newAddress(): string {
  addresses += 1;
  return `10.${Math.floor(addresses / 250)}.${addresses % 250}.1`;
}

/** A sign-in from a browser at `address`, as Cloudflare's edge hands it to the worker. */
const signInFrom = (address: string, email: string, password: string, rememberMe = false) =>
  callFromEdge("/api/auth/sign-in/email", address, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: EDGE_ORIGIN },
    body: JSON.stringify({ email, password, rememberMe }),
  });

/** Moves the pair's last failure into the past, as if the attacker had waited `ms`. */
const waitPassesFor = (email: string, address: string, ms: number) =>
  env.DB.prepare("update auth_attempts set window_started_at = window_started_at - ? where key = ?")
    .bind(ms, `pair:${email}|${address}`)
    .run();

describe("sign-in limits per account and address", () => {
  it("refuses the attacker's address with 429 after three failures, while the owner signs in from theirs", async () => {
    const { email } = await signUp();
    const attacker = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signInFrom(attacker, email, "wrong password!")).status).toBe(401);
    }
    const refused = await signInFrom(attacker, email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBe(15);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/Too many failed sign-in attempts/);

    const owner = await signInFrom(newAddress(), email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(cookiesFrom(owner)).toContain("sppc.session_token=");
  });

  it("the wait doubles with each further failure, and the counts live in D1", async () => {
    const { email } = await signUp();
    const attacker = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) await signInFrom(attacker, email, "wrong password!");
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await signInFrom(attacker, email, "wrong password!");
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("Retry-After"));
      waits.push(wait);
      await waitPassesFor(email, attacker, wait * 1000);
      expect((await signInFrom(attacker, email, "wrong password!")).status).toBe(401);
    }
    expect(waits).toEqual([15, 30, 60]);
    const row = await env.DB.prepare("select failures from auth_attempts where key = ?")
      .bind(`pair:${email}|${attacker}`)
      .first<{ failures: number }>();
    expect(row?.failures).toBe(6);
  });

  it("a right password after the wait signs in and forgets the pair's failures", async () => {
    const { email } = await signUp();
    const address = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) await signInFrom(address, email, "wrong password!");
    await waitPassesFor(email, address, 15_000);
    expect((await signInFrom(address, email, PASSWORD)).status).toBe(200);
    expect((await signInFrom(address, email, "wrong password!")).status).toBe(401);
    expect((await signInFrom(address, email, "wrong password!")).status).toBe(401);
  });

  it("five wrong passwords from five addresses do not stop the owner", async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signInFrom(newAddress(), email, "wrong password!")).status).toBe(401);
    }
    expect((await signInFrom(newAddress(), email, PASSWORD)).status).toBe(200);
  });

  it("one address spraying many accounts is stopped after 20 failures", async () => {
    const sprayer = newAddress();
    // Real accounts: a sign-in for an unknown address hashes a dummy password at production cost on the
    // edge origin, which 20 times over is slower than the point of this test.
    // Signed up only (not verified): a wrong password is refused the same, and it is cheaper.
    const sprayed = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const email = uniqueEmail("spray");
        await postJson("/api/auth/sign-up/email", {
          name: "Spray Target",
          email,
          password: PASSWORD,
          acceptTerms: true,
        });
        return { email };
      }),
    );
    for (const account of sprayed) {
      expect((await signInFrom(sprayer, account.email, "wrong password!")).status).toBe(401);
    }
    const { email } = await signUp();
    expect((await signInFrom(sprayer, email, PASSWORD)).status).toBe(429);
    expect((await signInFrom(newAddress(), email, PASSWORD)).status).toBe(200);
    // 41 real requests: near vitest's 5 s default on a loaded 2-core machine.
  }, 15_000);
});

describe("the owner's notice", () => {
  it("after ten failures in an hour the owner gets one email in their language, not one per failure", async () => {
    const email = uniqueEmail();
    await callApi("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: "lang=ur" },
      body: JSON.stringify({ name: "Bilal Ahmed", email, password: PASSWORD, acceptTerms: true }),
    });
    const notices = async () =>
      (await outboxFor(email)).filter((message) => message.kind === "sign-in-failures");
    for (let attempt = 0; attempt < 9; attempt++) await signInFrom(newAddress(), email, "wrong password!");
    expect(await notices()).toHaveLength(0);
    for (let attempt = 0; attempt < 4; attempt++) await signInFrom(newAddress(), email, "wrong password!");
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("آپ کے SPPC اکاؤنٹ پر سائن اِن کی ناکام کوششیں");
    expect(sent[0]?.html).toContain('dir="rtl"');
    expect(sent[0]?.text).toContain(`${EDGE_ORIGIN}/login`);
  });

  // Each attempt hashes a dummy password at production cost (an unknown account, an edge origin): the
  // first failures of the hour stand written as the sign-in counts them, and the last two attempts are
  // real, crossing the notice's threshold (eleven real attempts took 3 to 7 s of the file's time).
  it("an address with no account gets no mail", async () => {
    const email = uniqueEmail("nobody");
    await env.DB.prepare("insert into auth_attempts (key, window_started_at, failures) values (?, ?, ?)")
      .bind(accountKey(email), Date.now(), NOTICE_AFTER_FAILURES - 1)
      .run();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await signInFrom(newAddress(), email, "wrong password!")).status).toBe(401);
    }
    const counted = await env.DB.prepare("select failures from auth_attempts where key = ?")
      .bind(accountKey(email))
      .first<{ failures: number }>();
    expect(counted?.failures).toBe(NOTICE_AFTER_FAILURES + 1);
    expect(await outboxFor(email)).toEqual([]);
  });
});

describe("account deletion", () => {
  it("forgets every counter that names the account, and no other account's", async () => {
    const { email, cookie } = await signUp(uniqueEmail("leaving"));
    const { email: other } = await signUp(uniqueEmail("staying"));
    for (let attempt = 0; attempt < 11; attempt++) await signInFrom(newAddress(), email, "wrong password!");
    await signInFrom(newAddress(), other, "wrong password!");
    const rowsNaming = async (address: string) =>
      (
        await env.DB.prepare("select count(*) as n from auth_attempts where key like ?")
          .bind(`%${address}%`)
          .first<{ n: number }>()
      )?.n;
    expect(await rowsNaming(email)).toBe(13); // 11 pairs, the hourly count, the notice

    const deleted = await postJson(
      "/api/privacy/delete-account",
      { password: PASSWORD, confirm: DELETE_CONFIRMATION },
      cookie,
    );
    expect(deleted.status).toBe(200);
    expect(await rowsNaming(email)).toBe(0);
    expect(await rowsNaming(other)).toBe(2);
  });
});

/** The cookie header a browser at the edge origin sends back after this response. */
const deviceCookieOf = (response: Response) => {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-sppc.device="));
  return header?.split(";")[0] ?? "";
};

/** A sign-in from `address` that also sends `cookie` (the browser's cookies for the site). */
const signInWithCookie = (address: string, cookie: string, email: string, password: string) =>
  callFromEdge("/api/auth/sign-in/email", address, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: EDGE_ORIGIN, Cookie: cookie },
    body: JSON.stringify({ email, password }),
  });

/** The address as if `failures` sign-ins had failed from it just now (the spray test above counts for real). */
const addressFailed = (address: string, failures: number) =>
  env.DB.prepare("insert into auth_attempts (key, window_started_at, failures) values (?, ?, ?)")
    .bind(`ip:${address}`, Date.now(), failures)
    .run();

const countOf = async (key: string) =>
  (
    await env.DB.prepare("select failures from auth_attempts where key = ?")
      .bind(key)
      .first<{ failures: number }>()
  )?.failures ?? 0;

describe("device cookies (a carrier address shared by many members)", () => {
  it("a sprayer at the ceiling is refused while a member on a known device signs in from the same address", async () => {
    const shared = newAddress();
    const { email } = await signUp(uniqueEmail("device"));
    const first = await signInFrom(shared, email, PASSWORD);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^__Host-sppc\.device=[^;]+$/);
    const attributes = first.headers.getSetCookie().find((cookie) => cookie.startsWith(device)) ?? "";
    expect(attributes).toMatch(/HttpOnly/);
    expect(attributes).toMatch(/Secure/);
    expect(Number(attributes.match(/Max-Age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(180 * 86_400);

    // Another machine behind the address sprays accounts up to the ceiling.
    const { email: victim } = await signUp(uniqueEmail("sprayed"));
    await addressFailed(shared, ADDRESS_FAILURES - 1);
    expect((await signInFrom(shared, victim, "wrong password!")).status).toBe(401);
    expect((await signInFrom(shared, victim, PASSWORD)).status).toBe(429);
    // The member without the cookie waits too; with it (their known device) they are in.
    expect((await signInFrom(shared, email, PASSWORD)).status).toBe(429);
    const known = await signInWithCookie(shared, device, email, PASSWORD);
    expect(known.status).toBe(200);
    expect(cookiesFrom(known)).toContain("sppc.session_token=");
    // The cookie names its account: presented for another account it is worth nothing.
    expect((await signInWithCookie(shared, device, victim, PASSWORD)).status).toBe(429);
    // A forged cookie is worth nothing either.
    const forged = device.replace(/=[^.]+/, `=${crypto.randomUUID()}`);
    expect((await signInWithCookie(shared, forged, email, PASSWORD)).status).toBe(429);
  });

  it("failures with a device cookie count against that cookie: a stolen one stops being trusted", async () => {
    const shared = newAddress();
    const { email } = await signUp(uniqueEmail("stolen"));
    const device = deviceCookieOf(await signInFrom(newAddress(), email, PASSWORD));
    await addressFailed(shared, ADDRESS_FAILURES);
    for (let attempt = 0; attempt < DEVICE_FAILURES; attempt++) {
      expect((await signInWithCookie(shared, device, email, "wrong password!")).status).toBe(401);
    }
    // Not counted against the address or the pair: only against the cookie.
    expect(await countOf(`ip:${shared}`)).toBe(ADDRESS_FAILURES);
    expect(await countOf(`pair:${email}|${shared}`)).toBe(0);
    // Now the thief is an untrusted client like any other: the address's ceiling applies.
    expect((await signInWithCookie(shared, device, email, PASSWORD)).status).toBe(429);
  });

  it("origin refusals are not counted as failures", async () => {
    const address = newAddress();
    const { email } = await signUp(uniqueEmail("origin"));
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await callFromEdge("/api/auth/sign-in/email", address, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
        body: JSON.stringify({ email, password: "wrong password!" }),
      });
      expect(refused.status).toBe(403);
    }
    expect(await countOf(`ip:${address}`)).toBe(0);
    expect(await countOf(`pair:${email}|${address}`)).toBe(0);
    expect(await countOf(accountKey(email))).toBe(0);
    expect((await signInFrom(address, email, PASSWORD)).status).toBe(200);
  });
});

describe("account deletion's limit", () => {
  const deleteFrom = (address: string, cookie: string, password: string) =>
    callFromEdge("/api/privacy/delete-account", address, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: EDGE_ORIGIN, Cookie: cookie },
      body: JSON.stringify({ password, confirm: DELETE_CONFIRMATION }),
    });

  it("is the member's own wrong passwords only: the right one works after 20 failures from the address", async () => {
    const address = newAddress();
    const { email } = await signUp(uniqueEmail("deleting"));
    const session = cookiesFrom(await signInFrom(address, email, PASSWORD, true));
    await addressFailed(address, ADDRESS_FAILURES);
    // Other accounts' failures from the same address for this account too.
    for (let attempt = 0; attempt < 4; attempt++) await signInFrom(address, email, "wrong password!");
    expect((await signInFrom(address, email, PASSWORD)).status).toBe(429);
    const deleted = await deleteFrom(address, session, PASSWORD);
    expect(deleted.status).toBe(200);
    expect(await env.DB.prepare("select id from user where email = ?").bind(email).first()).toBeNull();
  });

  it("after five of the member's own wrong passwords it waits, whatever the address", async () => {
    const { email } = await signUp(uniqueEmail("guessing"));
    const session = cookiesFrom(await signInFrom(newAddress(), email, PASSWORD, true));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await deleteFrom(newAddress(), session, "wrong password!")).status).toBe(422);
    }
    const refused = await deleteFrom(newAddress(), session, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
