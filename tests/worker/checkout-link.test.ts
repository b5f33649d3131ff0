import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { membershipTiers } from "../../worker/db/schema";
import { demoMembershipTiers } from "../../worker/db/seed/tiers";
import {
  CHECKOUT_LINKS_PER_ADDRESS,
  CHECKOUT_LINKS_PER_ID,
  checkoutLinkToken,
  emailCheckoutLink,
  maskName,
} from "../../worker/domain/payments/checkout-link";
import { linkIn, ORIGIN, outboxFor, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi, callFromEdge, EDGE_ORIGIN } from "./call-api";
import { memberRow } from "./payment-helpers";
import { localOutbox } from "./test-outbox";

// What the worker signs with here (signing-secret.ts): the configured secret, else the local one.
const SECRET =
  (env as Env & { BETTER_AUTH_SECRET?: string }).BETTER_AUTH_SECRET ||
  "local-development-only-secret-not-for-production-use";
let addresses = 0;

beforeAll(async () => {
  await createDb(env.DB).insert(membershipTiers).values(demoMembershipTiers).onConflictDoNothing();
});

/**
 * POST /api/payments/checkout from one network address (each test gets its own unless told), through
 * Cloudflare's edge: the only requests whose address the worker believes (lib/client-ip.ts).
 */
function checkoutFrom(ip: string, body: unknown, cookie = "") {
  return callFromEdge("/api/payments/checkout", ip, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: EDGE_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}
function newAddress() {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

/** A signed-up member named Ahmed Hassan with a membership id (given through the signed-in registration). */
async function memberWithId() {
  const member = await signUp(uniqueEmail("owner"), "Ahmed Hassan");
  const registered = await callApi("/api/membership/register", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: member.cookie },
    body: JSON.stringify({
      fullName: "Ahmed Hassan",
      email: member.email,
      phone: "+966501234567",
      profession: "Civil Engineer",
      company: "SABIC",
      city: "Riyadh",
      membershipTier: "premium",
    }),
  });
  const { membershipId } = (await registered.json()) as { membershipId: string };
  return { ...member, membershipId };
}

const linkMails = async (email: string) =>
  (await outboxFor(email)).filter((message) => message.kind === "checkout-link");

describe("a membership number typed by a visitor", () => {
  it("masks names: first and last letter of each word", () => {
    expect(maskName("Ahmed Hassan")).toBe("A***d H****n");
    expect(maskName("  Li  Wu ")).toBe("L* W*");
    expect(maskName("محمد")).toBe("م**د");
  });

  it("opens no checkout and shows no name: the member is mailed a signed link instead", async () => {
    const owner = await memberWithId();
    const response = await checkoutFrom(newAddress(), { tier: "premium", membershipId: owner.membershipId });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ emailed: true });
    const [mail, ...more] = await linkMails(owner.email);
    expect(more).toHaveLength(0);
    expect(mail?.text).not.toContain("Hassan");
    const link = new URL(linkIn(mail?.text ?? ""));
    expect(link.pathname).toBe("/checkout");
    expect(link.searchParams.get("membership_id")).toBe(owner.membershipId);
    const count = await env.DB.prepare("select count(*) as n from payments where user_id = ?")
      .bind((await memberRow(owner.email))?.user_id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("answers an unknown number the same way, and mails nobody", async () => {
    const before = await env.DB.prepare(
      "select count(*) as n from email_outbox where kind = 'checkout-link'",
    ).first<{
      n: number;
    }>();
    const response = await checkoutFrom(newAddress(), {
      tier: "premium",
      membershipId: "SPPC-20000101-0000",
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ emailed: true });
    const after = await env.DB.prepare(
      "select count(*) as n from email_outbox where kind = 'checkout-link'",
    ).first<{
      n: number;
    }>();
    expect(after?.n).toBe(before?.n);
  });

  it("opens the checkout from the mailed link; the return page masks the name for all but the owner", async () => {
    const owner = await memberWithId();
    await checkoutFrom(newAddress(), { tier: "premium", membershipId: owner.membershipId });
    const [mail] = await linkMails(owner.email);
    const token = new URL(linkIn(mail?.text ?? "")).searchParams.get("token");
    const started = await checkoutFrom(newAddress(), {
      tier: "premium",
      membershipId: owner.membershipId,
      token,
    });
    expect(started.status).toBe(201);
    const { paymentId } = (await started.json()) as { paymentId: string };

    const asVisitor = (await (await callApi(`/api/payments/${paymentId}`)).json()) as {
      membership: { name: string; membershipId: string };
    };
    expect(asVisitor.membership).toMatchObject({ name: "A***d H****n", membershipId: owner.membershipId });
    const asOwner = (await (
      await callApi(`/api/payments/${paymentId}`, { headers: { Cookie: owner.cookie } })
    ).json()) as { membership: { name: string } };
    expect(asOwner.membership.name).toBe("Ahmed Hassan");
    const stranger = await signUp();
    const asStranger = (await (
      await callApi(`/api/payments/${paymentId}`, { headers: { Cookie: stranger.cookie } })
    ).json()) as { membership: { name: string } };
    expect(asStranger.membership.name).toBe("A***d H****n");
  });

  it("refuses forged, expired and other members' tokens", async () => {
    const owner = await memberWithId();
    const other = await memberWithId();
    const now = new Date();
    const forged = {
      tier: "premium",
      membershipId: owner.membershipId,
      token: `${now.getTime() + 60_000}.AAAA`,
    };
    expect((await checkoutFrom(newAddress(), forged)).status).toBe(403);
    const expired = await checkoutLinkToken(
      SECRET,
      owner.membershipId,
      new Date(now.getTime() - 25 * 3_600_000),
    );
    const late = { tier: "premium", membershipId: owner.membershipId, token: expired };
    expect((await checkoutFrom(newAddress(), late)).status).toBe(403);
    const othersToken = await checkoutLinkToken(SECRET, other.membershipId, now);
    const swapped = { tier: "premium", membershipId: owner.membershipId, token: othersToken };
    expect((await checkoutFrom(newAddress(), swapped)).status).toBe(403);
    const valid = {
      tier: "premium",
      membershipId: owner.membershipId,
      token: await checkoutLinkToken(SECRET, owner.membershipId, now),
    };
    expect((await checkoutFrom(newAddress(), valid)).status).toBe(201);
  });

  it(`mails one number at most ${CHECKOUT_LINKS_PER_ID} times an hour, from any addresses`, async () => {
    const owner = await memberWithId();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CHECKOUT_LINKS_PER_ID; attempt += 1) {
      const response = await checkoutFrom(newAddress(), {
        tier: "premium",
        membershipId: owner.membershipId,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(CHECKOUT_LINKS_PER_ID).fill(202), 429]);
    expect(await linkMails(owner.email)).toHaveLength(CHECKOUT_LINKS_PER_ID);
  });

  it("keeps the number's count for the hour: a quarter of an hour later it is still refused", async () => {
    const owner = await memberWithId();
    const db = createDb(env.DB);
    const ask = (minutes: number) =>
      emailCheckoutLink(
        db,
        localOutbox(),
        {
          membershipId: owner.membershipId,
          tier: "premium",
          origin: ORIGIN,
          ip: newAddress(),
          secret: SECRET,
        },
        new Date(Date.now() + minutes * 60_000),
      );
    for (let attempt = 0; attempt < CHECKOUT_LINKS_PER_ID; attempt += 1) await ask(0);
    await expect(ask(16)).rejects.toMatchObject({ code: "rate_limited" });
    await expect(ask(61)).resolves.toBeUndefined();
  });

  it(`lets one address ask for at most ${CHECKOUT_LINKS_PER_ADDRESS} links an hour`, async () => {
    const ip = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CHECKOUT_LINKS_PER_ADDRESS; attempt += 1) {
      const membershipId = `SPPC-20000101-${String(attempt).padStart(4, "0")}`;
      statuses.push((await checkoutFrom(ip, { tier: "premium", membershipId })).status);
    }
    expect(statuses).toEqual([...Array(CHECKOUT_LINKS_PER_ADDRESS).fill(202), 429]);
  });
});
