import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPaymentsPage } from "../../worker/contract/admin-payments";
import type { AdminPayment } from "../../worker/contract/payments";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, outboxFor, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const DAY_MS = 86_400_000;
let membershipCounter = 0;

async function admin(name = "Farah Admin") {
  const account = await signUp(uniqueEmail("admin"), name);
  await makeAdmin(account.email);
  return account.cookie;
}

/** A Basic member with a membership id, as registration leaves them. */
async function basicMember(name = "Bilal Qureshi", language = "en") {
  const account = await signUp(uniqueEmail("member"), name);
  membershipCounter += 1;
  const membershipId = `SPPC-20260301-${String(membershipCounter).padStart(4, "0")}${crypto.randomUUID().slice(0, 4)}`;
  await env.DB.prepare(
    `update members set membership_id = ?, preferred_language = ?
       where user_id = (select id from user where email = ?)`,
  )
    .bind(membershipId, language, account.email)
    .run();
  return { ...account, membershipId };
}

async function memberRow(email: string) {
  return env.DB.prepare(
    `select m.membership_tier, m.subscription_status, m.membership_valid_until from members m
       join user u on u.id = m.user_id where u.email = ?`,
  )
    .bind(email)
    .first<{
      membership_tier: string;
      subscription_status: string | null;
      membership_valid_until: string | null;
    }>();
}

async function paymentsWith(reference: string) {
  const { results } = await env.DB.prepare("select * from payments where provider_ref = ?")
    .bind(reference)
    .all();
  return results;
}

const receipts = async (email: string) =>
  (await outboxFor(email)).filter((message) => message.kind === "payment-receipt");

const reference = () => `TRX-${crypto.randomUUID().slice(0, 8)}`;

async function list(cookie: string, query = "") {
  const response = await send("GET", `/api/admin/payments${query}`, cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPaymentsPage;
}

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

describe("admin payments", () => {
  it("answers 401 to visitors and 403 to members", async () => {
    expect((await callApi("/api/admin/payments")).status).toBe(401);
    expect((await send("POST", "/api/admin/payments/bank-transfer", "", {})).status).toBe(401);
    const member = await signUp(uniqueEmail("member"));
    expect((await send("GET", "/api/admin/payments", member.cookie)).status).toBe(403);
    const attempt = await send("POST", "/api/admin/payments/bank-transfer", member.cookie, {
      membershipId: "SPPC-20260101-0001",
      tier: "premium",
      reference: reference(),
    });
    expect(attempt.status).toBe(403);
  });

  it("records a bank transfer: the member becomes Premium for a year, the payment is kept, one receipt goes out", async () => {
    const cookie = await admin("Farah Admin");
    const member = await basicMember("Bilal Qureshi");
    const ref = reference();
    const before = Date.now();
    const response = await send("POST", "/api/admin/payments/bank-transfer", cookie, {
      membershipId: member.membershipId,
      tier: "premium",
      reference: ref,
    });
    expect(response.status).toBe(201);
    const { payment } = (await response.json()) as { payment: AdminPayment };
    expect(payment).toMatchObject({
      tier: "premium",
      amountHalalas: 29_900,
      currency: "SAR",
      provider: "bank_transfer",
      providerRef: ref,
      status: "paid",
      recordedByName: "Farah Admin",
      member: { name: "Bilal Qureshi", email: member.email, membershipId: member.membershipId },
    });

    const row = await memberRow(member.email);
    expect(row?.membership_tier).toBe("premium");
    expect(row?.subscription_status).toBe("active");
    const validUntil = Date.parse(String(row?.membership_valid_until));
    expect(Math.abs(validUntil - (before + 365 * DAY_MS))).toBeLessThan(60_000);
    expect(payment.validUntil).toBe(row?.membership_valid_until);

    const stored = await paymentsWith(ref);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "paid", amount_halalas: 29_900, provider: "bank_transfer" });

    const mail = await receipts(member.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Payment Successful: welcome to SPPC Premium");
    expect(mail[0]?.text).toContain(ref);
    expect(mail[0]?.text).toContain("SAR 299.00");
    expect(mail[0]?.text).toContain("http://localhost/membership-card");
  });

  it("refuses the same reference twice with 409 and changes nothing", async () => {
    const cookie = await admin();
    const member = await basicMember();
    const other = await basicMember("Hina Baig");
    const ref = reference();
    const first = await send("POST", "/api/admin/payments/bank-transfer", cookie, {
      membershipId: member.membershipId,
      tier: "executive",
      reference: ref,
    });
    expect(first.status).toBe(201);
    const validUntil = (await memberRow(member.email))?.membership_valid_until;

    for (const membershipId of [member.membershipId, other.membershipId]) {
      const again = await send("POST", "/api/admin/payments/bank-transfer", cookie, {
        membershipId,
        tier: "executive",
        reference: `  ${ref} `,
      });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
        "This bank reference is already recorded",
      );
    }
    expect(await paymentsWith(ref)).toHaveLength(1);
    expect((await memberRow(member.email))?.membership_valid_until).toBe(validUntil);
    expect((await memberRow(other.email))?.membership_tier).toBe("basic");
    expect(await receipts(member.email)).toHaveLength(1);
    expect(await receipts(other.email)).toHaveLength(0);
  });

  it("answers 404 for an unknown membership id and 422 with field messages for bad input", async () => {
    const cookie = await admin();
    const unknown = await send("POST", "/api/admin/payments/bank-transfer", cookie, {
      membershipId: "SPPC-19990101-0000",
      tier: "premium",
      reference: reference(),
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      "No member has this membership ID",
    );

    const bad = await send("POST", "/api/admin/payments/bank-transfer", cookie, {
      membershipId: " ",
      tier: "basic",
      amountHalalas: -5,
      reference: "",
    });
    expect(bad.status).toBe(422);
    const details = ((await bad.json()) as { error: { details: Record<string, string[]> } }).error.details;
    expect(details.membershipId).toEqual(["Membership ID is required"]);
    expect(details.reference).toEqual(["Bank reference is required"]);
    expect(Object.keys(details).sort()).toEqual(["amountHalalas", "membershipId", "reference", "tier"]);
  });

  it("keeps the amount the admin typed, and the receipt speaks the member's language", async () => {
    const cookie = await admin();
    const member = await basicMember("Usman Tariq", "ur");
    const response = await send("POST", "/api/admin/payments/bank-transfer", cookie, {
      membershipId: member.membershipId,
      tier: "premium",
      amountHalalas: 25_000,
      reference: reference(),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { payment: AdminPayment }).payment.amountHalalas).toBe(25_000);
    const [mail] = await receipts(member.email);
    // The tier is named in the member's language too (the seed writes its Urdu name).
    expect(mail?.subject).toBe("ادائیگی کامیاب: SPPC پریمیم میں خوش آمدید");
    expect(mail?.text).toContain("SAR 250.00");
  });

  it("lists payments newest first, filtered by status and method, searched, 50 to a page", async () => {
    const cookie = await admin();
    const member = await basicMember("Zubair Searchable");
    const refs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      refs.push(reference());
      const response = await send("POST", "/api/admin/payments/bank-transfer", cookie, {
        membershipId: member.membershipId,
        tier: "premium",
        reference: refs[i],
      });
      expect(response.status).toBe(201);
    }
    // A gateway payment still waiting, which the member never finished.
    const userId = (
      await env.DB.prepare("select id from user where email = ?").bind(member.email).first<{ id: string }>()
    )?.id;
    await env.DB.prepare(
      "insert into payments (id, user_id, tier, amount_halalas, provider, provider_ref, status) values (?, ?, 'executive', 59900, 'moyasar', ?, 'pending')",
    )
      .bind(crypto.randomUUID(), userId, `inv_${crypto.randomUUID()}`)
      .run();

    const byName = await list(cookie, "?q=zubair%20search");
    expect(byName.payments.map((p) => p.providerRef).slice(1)).toEqual([...refs].reverse());
    expect(byName.payments[0]).toMatchObject({
      provider: "moyasar",
      status: "pending",
      recordedByName: null,
    });
    expect((await list(cookie, `?q=${member.membershipId}`)).payments).toHaveLength(4);
    expect(
      (await list(cookie, `?q=${encodeURIComponent(member.email.toUpperCase())}`)).payments,
    ).toHaveLength(4);
    expect((await list(cookie, `?q=${refs[1]}`)).payments.map((p) => p.providerRef)).toEqual([refs[1]]);

    const pending = await list(cookie, "?status=pending&provider=&q=zubair");
    expect(pending.payments.map((p) => p.provider)).toEqual(["moyasar"]);
    const transfers = await list(cookie, "?provider=bank_transfer&q=zubair");
    expect(transfers.payments).toHaveLength(3);
    expect((await send("GET", "/api/admin/payments?status=refunded", cookie)).status).toBe(422);

    // 50 to a page: enough transfers for a second page, which continues where the first stopped.
    const many = await basicMember("Paged Person");
    const statements = Array.from({ length: 52 }, (_, i) =>
      env.DB.prepare(
        "insert into payments (id, user_id, tier, amount_halalas, provider, provider_ref, status, created_at) values (?, (select id from user where email = ?), 'premium', 29900, 'bank_transfer', ?, 'paid', ?)",
      ).bind(
        crypto.randomUUID(),
        many.email,
        `PAGE-${i}-${crypto.randomUUID()}`,
        new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      ),
    );
    await env.DB.batch(statements);
    const first = await list(cookie, "?q=paged");
    expect(first.payments).toHaveLength(50);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(cookie, `?q=paged&cursor=${encodeURIComponent(String(first.nextCursor))}`);
    expect(second.payments).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.payments, ...second.payments].map((p) => p.id));
    expect(ids.size).toBe(52);
    expect(second.payments.at(-1)?.providerRef).toMatch(/^PAGE-0-/);
  });
});
