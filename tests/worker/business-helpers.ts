import { env } from "cloudflare:workers";
import { makeAdmin, ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

/** A JSON request as the app sends it, signed in when a cookie is given. */
export const send = (method: string, path: string, cookie = "", body?: unknown) =>
  callApi(path, {
    method,
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export async function setTier(email: string, tier: string) {
  await env.DB.prepare(
    "update members set membership_tier = ? where user_id = (select id from user where email = ?)",
  )
    .bind(tier, email)
    .run();
}

/** A fresh member with the given tier: cookie, email and user id. */
export async function member(tier = "basic", name = "Ayesha Khan") {
  const account = await signUp(uniqueEmail(tier), name);
  if (tier !== "basic") await setTier(account.email, tier);
  const row = await env.DB.prepare("select id from user where email = ?")
    .bind(account.email)
    .first<{ id: string }>();
  return { cookie: account.cookie, email: account.email, userId: row?.id ?? "" };
}

export async function adminCookie() {
  const account = await signUp(uniqueEmail("admin"), "Admin Person");
  await makeAdmin(account.email);
  return account.cookie;
}

/** A listing straight in the database (approved unless told otherwise). */
export async function insertBusiness(fields: { slug: string; status?: string; ownerUserId?: string | null }) {
  const id = `test-${fields.slug}`;
  await env.DB.prepare(
    `insert into businesses (id, slug, name, industry, description, location, status, owner_user_id, rating, reviews_count)
     values (?, ?, ?, 'Retail', 'A shop for tests', 'Riyadh', ?, ?, 4.9, 99)`,
  )
    .bind(id, fields.slug, `Shop ${fields.slug}`, fields.status ?? "approved", fields.ownerUserId ?? null)
    .run();
  return id;
}

export const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { code: string; message: string; details?: Record<string, string[]> };
    }
  ).error;
