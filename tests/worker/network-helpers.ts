import { env } from "cloudflare:workers";
import { send, signUp } from "./accounts-helpers";

const run = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

export type Profile = {
  firstName?: string;
  lastName?: string;
  title?: string;
  company?: string;
  location?: string;
  industry?: string;
  languages?: string[];
  skills?: string[];
};

async function fillProfile(id: string, profile: Profile) {
  await run(
    `update members set first_name = ?, last_name = ?, title = ?, company = ?, location = ?, industry = ?,
      languages = ?, skills = ? where user_id = ?`,
    profile.firstName ?? null,
    profile.lastName ?? null,
    profile.title ?? null,
    profile.company ?? null,
    profile.location ?? null,
    profile.industry ?? null,
    JSON.stringify(profile.languages ?? ["English"]),
    JSON.stringify(profile.skills ?? []),
    id,
  );
}

/** A ledger row, as onboarding or the privacy settings write it; the latest one is in force. */
export async function setSharing(userId: string, granted: boolean, at = new Date().toISOString()) {
  await run(
    "insert into consents (id, user_id, purpose, granted, method, policy_version, created_at) values (?, ?, 'profile_sharing', ?, 'test', '2024-12-21', ?)",
    crypto.randomUUID(),
    userId,
    granted ? 1 : 0,
    at,
  );
}

/** A member who can sign in (a session cookie): costs a password hash, so only where a session is needed. */
export async function memberWithSession(profile: Profile & { shares?: boolean } = {}) {
  const { email, cookie } = await signUp();
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  const id = row?.id ?? "";
  await fillProfile(id, profile);
  if (profile.shares) await setSharing(id, true);
  return { id, email, cookie };
}

/** A member straight into the tables (no session): cheap for the people a list should or should not show. */
export async function quietMember(profile: Profile & { shares?: boolean } = {}) {
  const id = crypto.randomUUID();
  const now = Date.now();
  await run(
    "insert into user (id, name, email, created_at, updated_at) values (?, 'Quiet Member', ?, ?, ?)",
    id,
    `${id}@example.com`,
    now,
    now,
  );
  await run("insert into members (user_id) values (?)", id);
  await fillProfile(id, profile);
  if (profile.shares) await setSharing(id, true);
  return { id };
}

export const connections = {
  request: (cookie: string, userId: string) => send("POST", `/api/profile/connections/${userId}`, cookie),
  accept: (cookie: string, userId: string) =>
    send("POST", `/api/profile/connections/${userId}/accept`, cookie),
  decline: (cookie: string, userId: string) =>
    send("POST", `/api/profile/connections/${userId}/decline`, cookie),
  remove: (cookie: string, userId: string) => send("DELETE", `/api/profile/connections/${userId}`, cookie),
  state: (cookie: string, userId: string) => send("GET", `/api/profile/connections/${userId}`, cookie),
};

export async function countRows(sql: string, ...values: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
