import { type AnyColumn, and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentsPage,
  type AdminPaymentsQuery,
} from "../../contract/admin-payments";
import type { PaidTierId } from "../../contract/enums";
import type { AdminPayment } from "../../contract/payments";
import type { Database } from "../../db/client";
import { members, payments, user } from "../../db/schema";
import { AppError } from "../../errors";
import { displayName } from "../members";

// Keyset paging on (createdAt, id), newest first: a page boundary never repeats or skips a payment,
// even while new ones are recorded.
const toCursor = (row: { createdAt: string; id: string }) => `${row.createdAt}~${row.id}`;
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = cursor.split("~");
  if (!createdAt || !id)
    throw new AppError("validation_failed", "Check the filters", { cursor: ["Invalid cursor"] });
  return or(lt(payments.createdAt, createdAt), and(eq(payments.createdAt, createdAt), lt(payments.id, id)));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function matches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const like = (column: SQL | AnyColumn) => sql`lower(${column}) like ${pattern} escape '\\'`;
  return or(
    like(user.name),
    like(user.email),
    like(sql`coalesce(${members.firstName}, '') || ' ' || coalesce(${members.lastName}, '')`),
    like(members.membershipId),
    like(payments.providerRef),
  );
}

/** One admin row for each payment id, in the given order (the list and the answer to a recording). */
async function selectAdminPayments(db: Database, where: SQL | undefined, limit: number) {
  const recorder = alias(user, "recorder");
  const rows = await db
    .select({
      payment: payments,
      account: { id: user.id, name: user.name, email: user.email },
      profile: {
        firstName: members.firstName,
        lastName: members.lastName,
        membershipId: members.membershipId,
      },
      recorderName: recorder.name,
    })
    .from(payments)
    .leftJoin(user, eq(user.id, payments.userId))
    .leftJoin(members, eq(members.userId, payments.userId))
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
  return rows.map(
    ({ payment, account, profile, recorderName }): AdminPayment => ({
      id: payment.id,
      // The person is gone when they deleted their account; the payment stays for the accounts.
      member: account
        ? {
            userId: account.id,
            name: displayName(account.name, profile?.firstName ?? null, profile?.lastName ?? null),
            email: account.email,
            membershipId: profile?.membershipId ?? null,
          }
        : null,
      tier: payment.tier as PaidTierId,
      amountHalalas: payment.amountHalalas,
      currency: payment.currency,
      provider: payment.provider,
      providerRef: payment.providerRef,
      status: payment.status,
      failureMessage: payment.failureMessage,
      recordedByName: recorderName,
      paidAt: payment.paidAt,
      validUntil: payment.validUntil,
      createdAt: payment.createdAt,
    }),
  );
}

/** GET /api/admin/payments: every payment, newest first, filtered and searched, a page at a time. */
export async function listAdminPayments(db: Database, query: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
  const rows = await selectAdminPayments(
    db,
    and(
      query.status ? eq(payments.status, query.status) : undefined,
      query.provider ? eq(payments.provider, query.provider) : undefined,
      matches(query.q),
      afterCursor(query.cursor),
    ),
    ADMIN_PAYMENTS_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, ADMIN_PAYMENTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    payments: page,
    nextCursor: rows.length > ADMIN_PAYMENTS_PAGE_SIZE && last ? toCursor(last) : null,
  };
}

export async function findAdminPayment(db: Database, id: string): Promise<AdminPayment> {
  const [row] = await selectAdminPayments(db, eq(payments.id, id), 1);
  if (!row) throw new AppError("not_found", "Payment not found");
  return row;
}
