import { z } from "zod";
import type { Language } from "./enums";

/**
 * Admin-written texts come in English, Arabic and Urdu. An answer carries each text in the reader's
 * language (under the spec's field name) and, in `shownIn`, the language each one is actually in:
 * "en" where the reader's version was missing, so the page can mark that text lang="en" dir="ltr".
 */
export type ShownIn<K extends string> = { shownIn: Record<K, Language> };

/**
 * An optional Arabic or Urdu version in an admin form: blank means "not translated yet" (null); left
 * out of the payload (an older client that knows only the English field) means "leave it as it is".
 */
export const optionalTranslation = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** An optional translated list (benefits, highlights): blank lines dropped, empty means "not translated yet". */
export const optionalTranslatedList = (max: number, lines = 12) =>
  z
    .array(z.string().trim().max(max, `At most ${max} characters`))
    .max(lines, `At most ${lines} lines`)
    .nullable()
    .optional()
    .transform((items) => {
      if (items === undefined) return undefined;
      const kept = (items ?? []).filter(Boolean);
      return kept.length ? kept : null;
    });
