import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { industries, spokenLanguages } from "../../worker/contract/enums";
import type { DirectoryQuery } from "../../worker/contract/network";
import { api, unwrap } from "../lib/api-client";
import { connectionKeys } from "./connections";

/** The filters as the URL carries them (strings), page included. */
export type DirectoryFilters = Partial<Record<Exclude<keyof DirectoryQuery, "page">, string>> & {
  page?: number;
};

/** GET /api/members: one page of the member directory; the previous page stays shown while the next loads. */
export const directoryQuery = (filters: DirectoryFilters) =>
  queryOptions({
    queryKey: [...connectionKeys.directory, filters] as const,
    queryFn: async () => {
      const { page, ...rest } = filters;
      const known = (list: readonly string[], value?: string) =>
        value && list.includes(value) ? value : undefined;
      const checked = {
        ...rest,
        industry: known(industries, rest.industry),
        language: known(spokenLanguages, rest.language),
      };
      const query = Object.fromEntries(Object.entries(checked).filter(([, value]) => value));
      return unwrap(api.members.$get({ query: { ...query, page: page ? String(page) : undefined } }));
    },
    placeholderData: keepPreviousData,
  });
