import { z } from "zod";
import { type MemberCity, matchCity } from "./cities";

/** What a city field says when the text names no city of the list (worker/contract/cities.ts). */
export const UNKNOWN_CITY_MESSAGE = "Choose a city from the list";
export const CITY_TEXT_MAX = 100;

/** The city a text names, or a refusal on the field: the list's ids, "Riyadh", "riyadh ", "الرياض", "ریاض"... */
function toCity(text: string, ctx: z.RefinementCtx): MemberCity {
  const city = matchCity(text);
  if (city) return city;
  ctx.addIssue({ code: "custom", message: UNKNOWN_CITY_MESSAGE, input: text });
  return z.NEVER;
}

/**
 * A required member city: any spelling matchCity reads (older clients and the spec's own lists send
 * "Riyadh", "Mecca", "Medina"...), stored as its id; blank is `requiredMessage`, anything else a 422
 * with UNKNOWN_CITY_MESSAGE on the field. The input stays `string`, so a select's value goes as it is.
 */
export const memberCityField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(CITY_TEXT_MAX, { error: UNKNOWN_CITY_MESSAGE, abort: true })
    .transform(toCity);

/** An optional member city (the profile): blank or null clears it (null), missing keeps what is stored. */
export const optionalMemberCityField = () =>
  z
    .string()
    .trim()
    .max(CITY_TEXT_MAX, { error: UNKNOWN_CITY_MESSAGE, abort: true })
    .nullable()
    .transform((text, ctx) => (text ? toCity(text, ctx) : null))
    .optional();
