import { and, type SQL, sql } from "drizzle-orm";
import { matchCity } from "../../contract/cities";
import type { ConnectionStatus } from "../../contract/home";
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryMember,
  type DirectoryPage,
  type DirectoryQuery,
} from "../../contract/network";
import type { Database } from "../../db/client";
import { containsText, type PersonRow, personColumns, statusColumn, toPerson } from "./directory-rows";
import { sharesProfileSql } from "./sharing-rule";

const MAX_WORDS = 6;

type DirectoryRow = PersonRow & {
  industry: string | null;
  languages: string;
  skills: string;
  connection: ConnectionStatus;
  total: number;
};

/** Everything the free-text search looks in, as one string per member. */
const haystack = sql`coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '') || ' ' || u.name || ' ' ||
  coalesce(m.title, '') || ' ' || coalesce(m.company, '') || ' ' || coalesce(m.location, '') || ' ' || m.skills`;

/**
 * A member's city is an id (worker/contract/cities.ts): a city filter in any spelling ("riyadh",
 * "Riyadh", "الرياض", "ریاض") finds that id; text naming no city looks inside the values not matched
 * yet (kept as written until an admin matches them).
 */
function cityFilter(text: string): SQL {
  const city = matchCity(text);
  return city ? sql`m.location = ${city}` : containsText(sql`coalesce(m.location, '')`, text);
}

/** Free text: each word anywhere in the haystack, or (a word or the whole text naming a city) that city. */
function freeTextFilters(q: string): SQL[] {
  const wholeCity = matchCity(q);
  if (wholeCity) return [sql`(m.location = ${wholeCity} or ${containsText(haystack, q)})`];
  return q
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => {
      const city = matchCity(word);
      return city
        ? sql`(m.location = ${city} or ${containsText(haystack, word)})`
        : containsText(haystack, word);
    });
}

function filters(query: Partial<DirectoryQuery>): SQL[] {
  const where: SQL[] = query.q ? freeTextFilters(query.q) : [];
  if (query.profession) where.push(containsText(sql`coalesce(m.title, '')`, query.profession));
  if (query.company) where.push(containsText(sql`coalesce(m.company, '')`, query.company));
  if (query.city) where.push(cityFilter(query.city));
  if (query.industry) where.push(sql`m.industry = ${query.industry}`);
  if (query.language) {
    where.push(sql`exists (select 1 from json_each(m.languages) where value = ${query.language})`);
  }
  if (query.skill) {
    where.push(
      sql`exists (select 1 from json_each(m.skills) where ${containsText(sql`value`, query.skill)})`,
    );
  }
  return where;
}

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json || "[]");
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
};

/** The members a viewer's directory holds: listDirectory and countDirectory share it, so they agree. */
function directoryConditions(viewerId: string, query: Partial<DirectoryQuery>): SQL | undefined {
  const visible = sql`m.account_status = 'active' and (m.user_id = ${viewerId} or ${sharesProfileSql(sql`m.user_id`)})`;
  return and(visible, ...filters(query));
}

/** How many members the directory lists for this viewer with these filters (every page). */
export async function countDirectory(
  db: Database,
  viewerId: string,
  query: Partial<DirectoryQuery> = {},
): Promise<number> {
  const [row] = await db.all<{ total: number }>(sql`select count(*) as total
    from members m join "user" u on u.id = m.user_id where ${directoryConditions(viewerId, query)}`);
  return row?.total ?? 0;
}

/**
 * The member directory for a signed-in member: active members whose latest profile_sharing consent is
 * a grant, plus the viewer themselves (shared or not), filtered, by name, a page at a time.
 */
export async function listDirectory(
  db: Database,
  viewerId: string,
  query: DirectoryQuery,
): Promise<DirectoryPage> {
  const where = directoryConditions(viewerId, query);
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  const rows = await db.all<DirectoryRow>(sql`select ${personColumns}, m.industry as industry,
      m.languages as languages, m.skills as skills, ${statusColumn(viewerId)} as connection,
      count(*) over () as total
    from members m join "user" u on u.id = m.user_id
    where ${where}
    order by lower(coalesce(nullif(trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')), ''), u.name)),
      m.user_id
    limit ${DIRECTORY_PAGE_SIZE} offset ${offset}`);
  const members: DirectoryMember[] = rows.map((row) => ({
    ...toPerson(row),
    industry: row.industry,
    languages: parseList(row.languages),
    skills: parseList(row.skills),
    isSelf: row.id === viewerId,
    connection: row.connection,
  }));
  return { members, total: rows[0]?.total ?? 0, page: query.page, pageSize: DIRECTORY_PAGE_SIZE };
}
