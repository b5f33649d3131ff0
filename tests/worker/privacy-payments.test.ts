import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { demoSeedStatements } from "../../worker/db/seed";
import { PASSWORD, postJson, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const userIdOf = async (email: string) =>
  (await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>())?.id ?? "";

async function insertPayment(fields: {
  userId: string;
  provider: "moyasar" | "bank_transfer";
  reference: string;
  recordedBy?: string;
}) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `insert into payments (id, user_id, tier, amount_halalas, currency, provider, provider_ref, status,
       recorded_by, paid_at, valid_until, created_at)
     values (?, ?, 'premium', 29900, 'SAR', ?, ?, 'paid', ?, '2026-03-01T10:00:00.000Z',
       '2027-03-01T10:00:00.000Z', '2026-03-01T09:58:00.000Z')`,
  )
    .bind(id, fields.userId, fields.provider, fields.reference, fields.recordedBy ?? null)
    .run();
  return id;
}

const paymentRow = (id: string) =>
  env.DB.prepare(
    "select user_id as userId, recorded_by as recordedBy, amount_halalas as amount from payments where id = ?",
  )
    .bind(id)
    .first<{ userId: string | null; recordedBy: string | null; amount: number }>();

const deleteOwnAccount = (cookie: string) =>
  postJson("/api/privacy/delete-account", { password: PASSWORD, confirm: "DELETE" }, cookie);

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

describe("payments in the data export", () => {
  it("lists the member's payments and renewal reminders, and nobody else's", async () => {
    const me = await signUp(uniqueEmail("payer"), "Farah Naz");
    const other = await signUp(uniqueEmail("other-payer"), "Kamran Ali");
    const myId = await userIdOf(me.email);
    await insertPayment({ userId: myId, provider: "moyasar", reference: "inv_mine_001" });
    await insertPayment({
      userId: await userIdOf(other.email),
      provider: "moyasar",
      reference: "inv_theirs_002",
    });
    await env.DB.prepare(
      "insert into membership_renewal_reminders (user_id, valid_until, days_before, sent_at) values (?, '2027-03-01T10:00:00.000Z', 30, '2027-01-30T03:00:00.000Z')",
    )
      .bind(myId)
      .run();

    const response = await callApi("/api/privacy/export", { headers: { Cookie: me.cookie } });
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.payments).toEqual([
      {
        tier: "premium",
        amountHalalas: 29900,
        currency: "SAR",
        method: "moyasar",
        reference: "inv_mine_001",
        status: "paid",
        paidAt: "2026-03-01T10:00:00.000Z",
        validUntil: "2027-03-01T10:00:00.000Z",
        createdAt: "2026-03-01T09:58:00.000Z",
      },
    ]);
    expect(data.renewalReminders).toEqual([
      { membershipEnding: "2027-03-01T10:00:00.000Z", daysBefore: 30, sentAt: "2027-01-30T03:00:00.000Z" },
    ]);
    expect(text).not.toContain("inv_theirs_002");
  });
});

describe("payments when an account is deleted", () => {
  it("keep the payment rows for the accounts, without the member or the admin who recorded them", async () => {
    const payer = await signUp(uniqueEmail("leaving-payer"), "Usman Tariq");
    const admin = await signUp(uniqueEmail("leaving-admin"), "Admin Person");
    const payerId = await userIdOf(payer.email);
    const adminId = await userIdOf(admin.email);
    const online = await insertPayment({ userId: payerId, provider: "moyasar", reference: "inv_leaving_1" });
    const transfer = await insertPayment({
      userId: payerId,
      provider: "bank_transfer",
      reference: "BANK-REF-778",
      recordedBy: adminId,
    });
    await env.DB.prepare(
      "insert into membership_renewal_reminders (user_id, valid_until, days_before) values (?, '2027-03-01T10:00:00.000Z', 7)",
    )
      .bind(payerId)
      .run();

    expect((await deleteOwnAccount(payer.cookie)).status).toBe(200);
    expect(await userIdOf(payer.email)).toBe("");
    expect(await paymentRow(online)).toEqual({ userId: null, recordedBy: null, amount: 29900 });
    expect(await paymentRow(transfer)).toEqual({ userId: null, recordedBy: adminId, amount: 29900 });
    const reminders = await env.DB.prepare(
      "select count(*) as n from membership_renewal_reminders where user_id = ?",
    )
      .bind(payerId)
      .first<{ n: number }>();
    expect(reminders?.n).toBe(0);

    expect((await deleteOwnAccount(admin.cookie)).status).toBe(200);
    expect(await paymentRow(transfer)).toEqual({ userId: null, recordedBy: null, amount: 29900 });
  });
});
