import type { ForumFilters } from "../../queries/forums";

/** /forums and /community search params: `category` (a slug) and `q`; 'all' or empty means no filter. */
export function forumSearch(search: Record<string, unknown>): ForumFilters {
  const text = (value: unknown) =>
    typeof value === "string" || typeof value === "number" ? String(value).trim().slice(0, 100) : "";
  const category = text(search.category);
  const q = text(search.q);
  return {
    ...(category && category.toLowerCase() !== "all" ? { category } : {}),
    ...(q ? { q } : {}),
  };
}
