import { queryOptions } from "@tanstack/react-query";
import type { WhatsappTypeFilter } from "../../worker/contract/whatsapp-groups";
import { api, unwrap } from "../lib/api-client";

export type WhatsappFilters = { search: string; type: WhatsappTypeFilter };

/** WhatsApp group keys: the member is part of the key, as invite links appear once someone signs in. */
export const whatsappKeys = {
  all: [api["whatsapp-groups"].$path()] as const,
  list: (filters: WhatsappFilters, userId: string | null) =>
    [api["whatsapp-groups"].$path(), filters, userId] as const,
};

export const whatsappGroupsQuery = (filters: WhatsappFilters, userId: string | null) =>
  queryOptions({
    queryKey: whatsappKeys.list(filters, userId),
    queryFn: async () => {
      const query = {
        search: filters.search || undefined,
        type: filters.type === "all" ? undefined : filters.type,
      };
      return (await unwrap(api["whatsapp-groups"].$get({ query }))).groups;
    },
  });
