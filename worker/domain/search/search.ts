import { type SQL, sql } from "drizzle-orm";
import { cityLabel } from "../../contract/cities";
import { type Language, searchKinds } from "../../contract/enums";
import type { SearchAnswer, SearchGroup, SearchKind, SearchQuery, SearchResult } from "../../contract/search";
import { highlightParts } from "../../contract/search-highlight";
import type { Database } from "../../db/client";
import { seesExclusiveJobs, visibleNow } from "../jobs/jobs";
import type { Viewer } from "../members";
import { profilePhotoUrl } from "../profile/photo";
import { toMatchExpression } from "./expression";

/** Rows every kind's query returns; `extra` carries what a kind needs to build its result. */
type Row = {
  id: string;
  title: string;
  excerpt: string;
  total: number;
  extra: string | null;
  extra2: string | null;
};

// Title words count ten times body words (bm25: lower is better). Columns: kind, ref_id, title, body.
const rank = sql.raw("bm25(search_index, 0.0, 0.0, 10.0, 1.0)");
// char(2) and char(3) are HIT_START and HIT_END (worker/contract/search-highlight.ts).
const titleHits = sql.raw("highlight(search_index, 2, char(2), char(3))");
const bodyHits = sql.raw("snippet(search_index, 3, char(2), char(3), '…', 16)");

/** The profile_sharing choice in force is the latest ledger row (the same rule as sharesProfile). */
const sharesProfile = sql.raw(`(select c.granted from consents c
  where c.user_id = m.user_id and c.purpose = 'profile_sharing'
  order by c.created_at desc, c.rowid desc limit 1) = 1`);

/** What one kind selects, and the joins and visibility rule that keep it to what its list shows. */
type KindSearch = { columns: SQL; source: SQL; visible: SQL };

function kindSearches(viewer: Viewer, now: Date): Record<SearchKind, KindSearch> {
  const exclusiveRule = seesExclusiveJobs(viewer, now) ? sql`1 = 1` : sql`jobs.exclusive = 0`;
  return {
    post: {
      columns: sql`p.id as id, trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')) as title,
        ${bodyHits} as excerpt, u.name as extra, null as extra2`,
      source: sql`search_index s join posts p on p.id = s.ref_id join "user" u on u.id = p.author_user_id
        left join members m on m.user_id = p.author_user_id`,
      visible: sql`p.removed_at is null`,
    },
    job: {
      columns: sql`jobs.id as id, ${titleHits} as title, ${bodyHits} as excerpt, jobs.slug as extra, null as extra2`,
      source: sql`search_index s join jobs on jobs.id = s.ref_id`,
      visible: sql`${visibleNow(now)} and ${exclusiveRule}`,
    },
    business: {
      columns: sql`b.id as id, ${titleHits} as title, ${bodyHits} as excerpt, b.slug as extra, null as extra2`,
      source: sql`search_index s join businesses b on b.id = s.ref_id`,
      visible: sql`b.status = 'approved'`,
    },
    thread: {
      columns: sql`t.id as id, ${titleHits} as title, ${bodyHits} as excerpt, t.slug as extra, null as extra2`,
      source: sql`search_index s join forum_threads t on t.id = s.ref_id
        join forum_categories fc on fc.id = t.category_id`,
      visible: sql`t.removed_at is null and fc.is_hidden = 0`,
    },
    // Only the public card's fields leave here (name, title, company, location, photo): skills and
    // industry may match, but are never shown.
    member: {
      columns: sql`m.user_id as id, ${titleHits} as title,
        coalesce(m.title, '') || char(1) || coalesce(m.company, '') || char(1) || coalesce(m.location, '') as excerpt,
        m.photo_key as extra, u.name as extra2`,
      source: sql`search_index s join members m on m.user_id = s.ref_id join "user" u on u.id = m.user_id`,
      visible: sharesProfile,
    },
  };
}

/**
 * The FTS5 match joined back to the row's own table with the same visibility rule as that table's
 * list, ranked by bm25, with the full count. (The count is a subquery: FTS5's ranking and snippet
 * functions are refused inside a window-function query.)
 */
function kindQuery(kind: SearchKind, search: KindSearch, match: string, limit: number): SQL {
  const where = sql`search_index match ${match} and s.kind = ${kind} and ${search.visible}`;
  return sql`select ${search.columns}, (select count(*) from ${search.source} where ${where}) as total
    from ${search.source} where ${where} order by ${rank} limit ${limit}`;
}

const blank = (text: string) => highlightParts(text).every((part) => part.text.trim() === "");

/** A member's title, company and city (by its name in the reader's language), joined with " · ". */
function memberExcerpt(excerpt: string, language: Language): string {
  const [title = "", company = "", city = ""] = excerpt.split("\u0001");
  return [title, company, cityLabel(city.trim(), language)].filter((part) => part.trim()).join(" · ");
}

function toResult(kind: SearchKind, row: Row, language: Language): SearchResult {
  switch (kind) {
    case "post":
      return {
        kind,
        id: row.id,
        title: row.title || (row.extra ?? ""),
        excerpt: row.excerpt,
        link: `/?post=${row.id}`,
      };
    case "job":
      return { kind, id: row.id, title: row.title, excerpt: row.excerpt, link: `/jobs/${row.extra}` };
    case "business":
      return { kind, id: row.id, title: row.title, excerpt: row.excerpt, link: `/business/${row.extra}` };
    case "thread":
      return { kind, id: row.id, title: row.title, excerpt: row.excerpt, link: `/forums/${row.extra}` };
    case "member":
      return {
        kind,
        id: row.id,
        // Members who have not filled in their name yet show their account name.
        title: blank(row.title) ? (row.extra2 ?? "") : row.title.trim(),
        excerpt: memberExcerpt(row.excerpt, language),
        link: `/profile/${row.id}`,
        imageUrl: profilePhotoUrl(row.id, row.extra),
      };
  }
}

/**
 * Site search for a signed-in member: up to `limit` results per kind (or only `kind`), each kind with
 * its full count. Members' cities read in `language`.
 */
export async function siteSearch(
  db: Database,
  query: SearchQuery,
  viewer: Viewer,
  now: Date,
  language: Language = "en",
): Promise<SearchAnswer> {
  const kinds = query.kind ? [query.kind] : [...searchKinds];
  const match = toMatchExpression(query.q);
  if (!match) return { query: query.q, groups: kinds.map((kind) => ({ kind, total: 0, results: [] })) };
  const searches = kindSearches(viewer, now);
  // Sent together (D1 runs them one after another; the round trips overlap).
  const answers = await Promise.all(
    kinds.map((kind) => db.all<Row>(kindQuery(kind, searches[kind], match, query.limit))),
  );
  const groups: SearchGroup[] = kinds.map((kind, index) => {
    const rows = answers[index] ?? [];
    return { kind, total: rows[0]?.total ?? 0, results: rows.map((row) => toResult(kind, row, language)) };
  });
  return { query: query.q, groups };
}
