import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api-client";

export const ADMIN_STATS_KEY = [api.admin.stats.$path()];

export const adminStatsQuery = queryOptions({
  queryKey: ADMIN_STATS_KEY,
  queryFn: () => unwrap(api.admin.stats.$get()),
  // A failed call shows the fallbacks at once; the admin can reload for another try.
  retry: false,
});
