import { and, asc, count, desc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { matchCity, memberCities } from "../../contract/cities";
import type {
  MemberCityMove,
  MemberCityMoveResult,
  UnmatchedMemberCities,
} from "../../contract/member-cities";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import { AppError } from "../../errors";
import { auditInsert } from "../audit";
import type { Viewer } from "../members";

/**
 * The member cities that are not a city id (issue 32: what migration 0024, the import or an older
 * client left as written), each with how many members hold it and what matchCity reads in it.
 */
export async function unmatchedMemberCities(db: Database): Promise<UnmatchedMemberCities> {
  const holders = count();
  const rows = await db
    .select({ text: members.location, members: holders })
    .from(members)
    .where(
      and(
        isNotNull(members.location),
        sql`trim(${members.location}) <> ''`,
        notInArray(members.location, [...memberCities]),
      ),
    )
    .groupBy(members.location)
    .orderBy(desc(holders), asc(members.location))
    .all();
  return {
    values: rows.map((row) => ({
      text: row.text ?? "",
      members: row.members,
      suggestion: matchCity(row.text),
    })),
  };
}

/**
 * Moves every member whose city reads exactly `from` to the city `to`: the update and its audit entry
 * are one batch. 404 when no member holds `from` (any more: another admin matched it meanwhile).
 */
export async function moveMemberCity(
  db: Database,
  admin: Viewer,
  input: MemberCityMove,
): Promise<MemberCityMoveResult> {
  const held = await db.select({ n: count() }).from(members).where(eq(members.location, input.from)).get();
  if (!held?.n) throw new AppError("not_found", "No member's city reads that any more");
  const [moved] = await db.batch([
    db
      .update(members)
      .set({ location: input.to, updatedAt: new Date().toISOString() })
      .where(eq(members.location, input.from))
      .returning({ userId: members.userId }),
    auditInsert(db, admin, {
      action: "member.city_match",
      targetType: "member_city",
      targetId: input.to,
      // The count as read just before the batch; the answer says how many the update moved.
      before: { location: input.from, members: held.n },
      after: { location: input.to },
    }),
  ]);
  return { from: input.from, to: input.to, moved: moved.length };
}
