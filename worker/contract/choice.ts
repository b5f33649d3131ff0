import { z } from "zod";

/**
 * A select's value: text on the wire (an unchosen select sends ""), one of `list` once parsed, with one
 * message for both. The input type stays `string`, so forms and the typed client send what a select
 * holds; the parsed type is the list's union.
 */
export const choice = <const T extends readonly [string, ...string[]]>(list: T, message: string) =>
  z.string({ error: message }).pipe(z.enum(list, { error: message }));
