import { env } from "cloudflare:workers";
import { signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const run = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

export async function makePublicEvent(name: string, withPhoto: boolean) {
  const id = crypto.randomUUID();
  await run(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity)
     values (?, ?, ?, 'khobar', 'Networking', 'An evening of introductions over chai.', 'Hall B', 'Corniche Rd', ?, ?, 50)`,
    id,
    `ev-${id}`,
    name,
    days(5),
    days(5.1),
  );
  const photoId = crypto.randomUUID();
  if (withPhoto) {
    await run(
      `insert into event_photos (id, event_id, event_name, r2_key, content_type, size, status)
       values (?, ?, ?, ?, 'image/jpeg', 10, 'approved')`,
      photoId,
      id,
      name,
      `photos/${photoId}`,
    );
  }
  return { slug: `ev-${id}`, photoUrl: `/api/events/photos/${photoId}/file` };
}

export async function makeJob(title: string, exclusive = false) {
  const id = crypto.randomUUID();
  await run(
    `insert into jobs (id, slug, title, company, location, type, category, description, posted_at, expires_at, exclusive)
     values (?, ?, ?, 'Indus Motors', 'Jeddah', 'Full-time', 'Technology', 'Build the dealer portal.', ?, ?, ?)`,
    id,
    `job-${id}`,
    title,
    days(-1),
    days(30),
    exclusive ? 1 : 0,
  );
  return { slug: `job-${id}` };
}

export async function makeBusiness(name: string, ownerEmail: string) {
  const id = crypto.randomUUID();
  await run(
    `insert into businesses (id, slug, name, industry, description, location, contact_email, phone, status)
     values (?, ?, ?, 'Food', 'Biryani and nihari, cooked the Karachi way.', 'Riyadh', ?, '+966500000001', 'approved')`,
    id,
    `biz-${id}`,
    name,
    ownerEmail,
  );
  return { slug: `biz-${id}` };
}

/** A thread posted through the API by a fresh member, so it carries that member's account. */
export async function makeThread(title: string) {
  const email = uniqueEmail("poster");
  const account = await signUp(email, "Bilal Ahmed Qureshi");
  const category = `cat-${crypto.randomUUID()}`;
  await run(
    "insert into forum_categories (id, slug, name, description) values (?, ?, 'Iqama', 'Iqama')",
    category,
    category,
  );
  const response = await callApi("/api/forums/threads", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost", Cookie: account.cookie },
    body: JSON.stringify({
      categorySlug: category,
      title,
      body: "How long does the renewal take this year?",
    }),
  });
  if (response.status !== 201) throw new Error(`thread not created: ${response.status}`);
  const { thread } = (await response.json()) as { thread: { slug: string } };
  const user = await env.DB.prepare("select id from user where email = ?")
    .bind(email)
    .first<{ id: string }>();
  return { slug: thread.slug, email, userId: user?.id ?? "", cookie: account.cookie };
}

/** What a link preview reads from a page's raw HTML. */
export function readHead(html: string) {
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? null,
    ogTitle: meta("og:title"),
    ogImage: meta("og:image"),
    twitterCard: meta("twitter:card"),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : null,
  };
}
