import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { HelpCategory, Language } from "../../worker/contract/enums";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";

export type HelpArticleFilters = { language: Language; category?: HelpCategory; search?: string };

/** Help centre query keys; the root is the path the help admin page refreshes by. */
export const helpKeys = {
  all: [api.help.articles.$path()] as const,
  list: (filters: HelpArticleFilters) => [api.help.articles.$path(), filters] as const,
  article: (slug: string, language: Language) => [api.help.articles.$path(), slug, language] as const,
};

/** GET /api/help/articles: published articles in the reader's language, English where missing. */
export const helpArticlesQuery = ({ language, category, search }: HelpArticleFilters) =>
  queryOptions({
    queryKey: helpKeys.list({ language, category, search }),
    queryFn: async () => {
      const query = { language, category: category || undefined, search: search || undefined };
      return (await unwrap(api.help.articles.$get({ query }))).articles;
    },
    // The list stays on screen while the next search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

/** One article; null when it does not exist (or is no longer published). */
export const helpArticleQuery = (slug: string, language: Language) =>
  queryOptions({
    queryKey: helpKeys.article(slug, language),
    queryFn: async () => {
      try {
        const { article } = await unwrap(
          api.help.articles[":slug"].$get({ ...pathParams({ slug }), query: { language } }),
        );
        return article;
      } catch (error) {
        if (hasStatus(error, 404)) return null;
        throw error;
      }
    },
  });
