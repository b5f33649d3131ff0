// Content for the search spec, written straight into the e2e D1 (the FTS5 triggers index it as any
// writer's rows): a job as if an admin approved it, a post as if the feed had stored it.
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { inject } from "vitest";

function d1File(): string {
  const dir = path.join(inject("tmpDir"), "v3/d1/miniflare-D1DatabaseObject");
  const file = fs.readdirSync(dir).find((name) => name.endsWith(".sqlite"));
  if (!file) throw new Error(`No D1 database under ${dir}`);
  return path.join(dir, file);
}

function write(sql: string, ...values: (string | number)[]): void {
  const db = new DatabaseSync(d1File());
  try {
    // The preview server holds the same file open: wait for its lock instead of failing.
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(sql).run(...values);
  } finally {
    db.close();
  }
}

const DAY = 86_400_000;

export function insertApprovedJob(slug: string, title: string): void {
  write(
    `insert into jobs (id, slug, title, company, location, type, category, description, status, posted_at, expires_at)
     values (?, ?, ?, 'Search Test Co', 'Riyadh', 'Full-time', 'Engineering', 'Design pipelines in the Eastern Province.', 'approved', ?, ?)`,
    crypto.randomUUID(),
    slug,
    title,
    new Date(Date.now() - DAY).toISOString(),
    new Date(Date.now() + 30 * DAY).toISOString(),
  );
}

export function insertPostBy(email: string, content: string): void {
  write(
    "insert into posts (id, author_user_id, content) values (?, (select id from user where email = ?), ?)",
    crypto.randomUUID(),
    email,
    content,
  );
}

/** Removes what the spec created, so other specs see the seeded lists. */
export function deleteJob(slug: string): void {
  write("delete from jobs where slug = ?", slug);
}

export function deletePostsBy(email: string): void {
  write("delete from posts where author_user_id = (select id from user where email = ?)", email);
}

export function deleteRsvpsOf(email: string): void {
  write("delete from rsvps where email = ?", email.toLowerCase());
}
