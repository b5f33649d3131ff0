import { env } from "cloudflare:workers";

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const newId = () => crypto.randomUUID();

export async function userIdOf(email: string): Promise<string> {
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

export async function insertJob(fields: {
  title: string;
  description?: string;
  status?: string;
  exclusive?: boolean;
  expiresDays?: number;
}) {
  const id = newId();
  await env.DB.prepare(
    `insert into jobs (id, slug, title, company, location, type, category, description, status, exclusive, posted_at, expires_at)
     values (?, ?, ?, 'Search Co', 'Riyadh', 'Full-time', 'Technology', ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      `job-${id}`,
      fields.title,
      fields.description ?? "A role in the kingdom",
      fields.status ?? "approved",
      fields.exclusive ? 1 : 0,
      iso(-1),
      iso(fields.expiresDays ?? 30),
    )
    .run();
  return { id, slug: `job-${id}` };
}

export async function insertPost(authorUserId: string, content: string, removed = false) {
  const id = newId();
  await env.DB.prepare("insert into posts (id, author_user_id, content, removed_at) values (?, ?, ?, ?)")
    .bind(id, authorUserId, content, removed ? iso(0) : null)
    .run();
  return { id };
}

export async function insertBusiness(name: string, description: string, status = "approved") {
  const id = newId();
  await env.DB.prepare(
    "insert into businesses (id, slug, name, industry, description, location, status) values (?, ?, ?, 'Trade', ?, 'Jeddah', ?)",
  )
    .bind(id, `biz-${id}`, name, description, status)
    .run();
  return { id, slug: `biz-${id}` };
}

export async function insertThread(title: string, body: string, options: { hiddenCategory?: boolean } = {}) {
  const categoryId = newId();
  await env.DB.prepare(
    "insert into forum_categories (id, slug, name, description, is_hidden) values (?, ?, 'Cat', 'Cat', ?)",
  )
    .bind(categoryId, `cat-${categoryId}`, options.hiddenCategory ? 1 : 0)
    .run();
  const id = newId();
  await env.DB.prepare(
    "insert into forum_threads (id, slug, category_id, title, body, author_name, last_activity_at) values (?, ?, ?, ?, ?, 'Imran', ?)",
  )
    .bind(id, `thread-${id}`, categoryId, title, body, iso(0))
    .run();
  return { id, slug: `thread-${id}` };
}

export async function setProfile(
  userId: string,
  fields: { firstName: string; lastName: string; title: string },
) {
  await env.DB.prepare(
    "update members set first_name = ?, last_name = ?, title = ?, company = 'Aramco', location = 'dhahran' where user_id = ?",
  )
    .bind(fields.firstName, fields.lastName, fields.title, userId)
    .run();
}

export async function setProfileSharing(userId: string, granted: boolean) {
  await env.DB.prepare(
    "insert into consents (id, user_id, purpose, granted, method, policy_version) values (?, ?, 'profile_sharing', ?, 'preferences', '2024-12-21')",
  )
    .bind(newId(), userId, granted ? 1 : 0)
    .run();
}

export async function setTier(userId: string, tier: string) {
  await env.DB.prepare("update members set membership_tier = ? where user_id = ?").bind(tier, userId).run();
}
