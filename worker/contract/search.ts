import { z } from "zod";
import { searchKinds } from "./enums";

export type SearchKind = (typeof searchKinds)[number];

/** GET /api/search: q is free text (never FTS5 syntax), kind narrows to one group, limit is per group. */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(200, "Keep the search under 200 characters").default(""),
  kind: z.enum(searchKinds).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export type SearchResult = {
  kind: SearchKind;
  id: string;
  /** With HIT_START/HIT_END around matched words. Posts: the author's name. Members: their name. */
  title: string;
  /** A short piece of the matching text, with markers; for members their title, company and location. */
  excerpt: string;
  /** Same-site path that opens the result. */
  link: string;
  /** Members: their profile photo (or null). */
  imageUrl?: string | null;
};

export type SearchGroup = { kind: SearchKind; total: number; results: SearchResult[] };

/** Groups in page order (posts, jobs, businesses, threads, members), each with its full match count. */
export type SearchAnswer = { query: string; groups: SearchGroup[] };
