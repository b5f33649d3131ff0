import { queryOptions } from "@tanstack/react-query";
import type { AdminHelpArticle, HelpArticleInput } from "../../../worker/contract/help-articles";
import { apiRequest, getJson } from "../../lib/api";

const BASE = "/api/admin/help-articles";

export const adminHelpArticlesQuery = queryOptions({
  queryKey: [BASE],
  queryFn: async () => (await getJson<{ articles: AdminHelpArticle[] }>(BASE))?.articles ?? [],
});

/** Admin writes refresh this list and the help centre's. */
export const helpInvalidates = [BASE, "/api/help/articles"];

export const helpArticlesApi = {
  save: ({ id, input }: { id: string | null; input: HelpArticleInput }) =>
    id ? apiRequest("PUT", `${BASE}/${id}`, input) : apiRequest("POST", BASE, input),
  setPublished: ({ id, isPublished }: { id: string; isPublished: boolean }) =>
    apiRequest("POST", `${BASE}/${id}/publish`, { isPublished }),
  remove: (id: string) => apiRequest("DELETE", `${BASE}/${id}`),
};
