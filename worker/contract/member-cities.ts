import { z } from "zod";
import { isMemberCity, type MemberCity, memberCities } from "./cities";

// /api/admin/member-cities (issue 32): the member cities no id of worker/contract/cities.ts holds yet
// (kept as written by migration 0024, the import or older clients), and moving them to a city.

/** One value as members hold it, how many do, and the city matchCity reads in it (null: none). */
export type UnmatchedMemberCity = { text: string; members: number; suggestion: MemberCity | null };

/** GET /api/admin/member-cities: most members first. */
export type UnmatchedMemberCities = { values: UnmatchedMemberCity[] };

export const MEMBER_CITY_TEXT_MAX = 500;

/**
 * POST /api/admin/member-cities: every member whose city is exactly `from` (not trimmed: the text as
 * listed) moves to the city `to`. A city of the list is never `from`, so no city is merged into another.
 */
export const memberCityMoveSchema = z.object({
  from: z
    .string({ error: "Give the value to match" })
    .min(1, { error: "Give the value to match", abort: true })
    .max(MEMBER_CITY_TEXT_MAX, { error: "No member's city is that long", abort: true })
    .refine((text) => !isMemberCity(text), { error: "That value is already a city of the list" }),
  to: z.enum(memberCities, { error: "Choose a city from the list" }),
});
export type MemberCityMoveInput = z.input<typeof memberCityMoveSchema>;
export type MemberCityMove = z.output<typeof memberCityMoveSchema>;

/** What the move did: `moved` members now hold `to`. */
export type MemberCityMoveResult = { from: string; to: MemberCity; moved: number };
