import { env } from "cloudflare:workers";
import type { AdminMemberDetail, AdminMembersPage } from "../../worker/contract/admin-members";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";

export const DAY_MS = 86_400_000;

/** The calendar day in Riyadh (UTC+3 all year) of a moment, worked out here rather than by the app's helpers. */
export const riyadhDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
/** The last moment of a Riyadh day, as an ISO instant. */
export const endOfRiyadhDay = (day: string) => new Date(`${day}T23:59:59.999+03:00`).toISOString();

export async function userIdOf(email: string) {
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function admin(name = "Farah Admin") {
  const account = await signUp(uniqueEmail("admin"), name);
  await makeAdmin(account.email);
  return { ...account, userId: await userIdOf(account.email) };
}

export async function member(name = "Bilal Qureshi") {
  const account = await signUp(uniqueEmail("member"), name);
  return { ...account, userId: await userIdOf(account.email) };
}

export const token = () => `Zq${crypto.randomUUID().slice(0, 6)}`;

export type SeededMember = {
  first: string;
  last?: string;
  email?: string;
  city?: string | null;
  tier?: string;
  validUntil?: string | null;
  language?: string;
  status?: string;
  phone?: string | null;
  company?: string | null;
  title?: string | null;
  membershipId?: string | null;
  joined?: string;
  lastActive?: string | null;
  /** Consent ledger rows, oldest first: [purpose, granted, created_at]. */
  consents?: [string, boolean, string][];
};

/** Members written straight to D1, many at once, with exactly the fields a filter or an export reads. */
export async function seedMembers(rows: SeededMember[]) {
  const ids: string[] = [];
  const statements = rows.flatMap((row) => {
    const id = crypto.randomUUID();
    ids.push(id);
    return [
      env.DB.prepare(
        "insert into user (id, name, email, email_verified, created_at, updated_at) values (?, ?, ?, 0, 0, 0)",
      ).bind(id, `${row.first} ${row.last ?? ""}`.trim(), row.email ?? uniqueEmail("seeded")),
      env.DB.prepare(
        `insert into members (user_id, first_name, last_name, location, membership_tier, membership_valid_until,
           preferred_language, account_status, phone_number, company, title, membership_id, created_at,
           last_active_at, subscription_status)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        id,
        row.first,
        row.last ?? null,
        row.city ?? null,
        row.tier ?? "basic",
        row.validUntil ?? null,
        row.language ?? "en",
        row.status ?? "active",
        row.phone ?? null,
        row.company ?? null,
        row.title ?? null,
        row.membershipId ?? null,
        row.joined ?? "2026-01-01T09:00:00.000Z",
        row.lastActive ?? null,
        (row.tier ?? "basic") === "basic" ? null : "active",
      ),
      ...(row.consents ?? []).map(([purpose, granted, at]) =>
        env.DB.prepare(
          `insert into consents (id, user_id, purpose, granted, method, policy_version, created_at)
           values (?, ?, ?, ?, 'signup', '2026-01', ?)`,
        ).bind(crypto.randomUUID(), id, purpose, granted ? 1 : 0, at),
      ),
    ];
  });
  await env.DB.batch(statements);
  return ids;
}

export async function listMembers(cookie: string, query: string) {
  const response = await send("GET", `/api/admin/members?${query}`, cookie);
  if (response.status !== 200) throw new Error(`list ${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as AdminMembersPage;
}

export const names = (page: AdminMembersPage) => page.members.map((row) => row.name);

export async function grant(cookie: string, userId: string, body: unknown) {
  const response = await send("PUT", `/api/admin/members/${userId}/tier`, cookie, body);
  const answer = (await response.json()) as AdminMemberDetail & {
    error?: { code: string; details?: Record<string, string[]> };
  };
  return { status: response.status, answer };
}

export async function storedMembership(userId: string) {
  return env.DB.prepare(
    `select membership_tier as tier, membership_valid_until as validUntil, subscription_status as status
     from members where user_id = ?`,
  )
    .bind(userId)
    .first<{ tier: string; validUntil: string | null; status: string | null }>();
}
