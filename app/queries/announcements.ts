import { queryOptions } from "@tanstack/react-query";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";

/**
 * A campaign as the signed-in member reads it (/announcements/{id}); null when it did not reach them
 * (404: the worker answers the same for a campaign that does not exist or is not sent).
 */
export const announcementQuery = (id: string) =>
  queryOptions({
    queryKey: ["announcements", id] as const,
    queryFn: async () => {
      try {
        return await unwrap(api.campaigns[":id"]["for-me"].$get(pathParams({ id })));
      } catch (error) {
        if (hasStatus(error, 404) || hasStatus(error, 422)) return null;
        throw error;
      }
    },
  });
