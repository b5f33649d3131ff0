import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { HelpCategory, Language } from "../../worker/contract/enums";
import type { HelpArticle } from "../../worker/contract/help-articles";
import { ApiError, getJson } from "../lib/api";

export type HelpArticleFilters = { language: Language; category?: HelpCategory; search?: string };

/** GET /api/help/articles: published articles in the reader's language, English where missing. */
export const helpArticlesQuery = ({ language, category, search }: HelpArticleFilters) =>
  queryOptions({
    queryKey: ["/api/help/articles", { language, category, search }],
    queryFn: async () => {
      const params = new URLSearchParams({ language });
      if (category) params.set("category", category);
      if (search) params.set("search", search);
      return (await getJson<{ articles: HelpArticle[] }>(`/api/help/articles?${params}`))?.articles ?? [];
    },
    // The list stays on screen while the next search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

/** One article; null when it does not exist (or is no longer published). */
export const helpArticleQuery = (slug: string, language: Language) =>
  queryOptions({
    queryKey: ["/api/help/articles", slug, language],
    queryFn: async () => {
      try {
        const url = `/api/help/articles/${encodeURIComponent(slug)}?language=${language}`;
        return (await getJson<{ article: HelpArticle }>(url))?.article ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
