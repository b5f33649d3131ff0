import { queryOptions } from "@tanstack/react-query";
import type { AdminDashboard } from "../../../worker/contract/admin-dashboard";
import { getJson } from "../../lib/api";

export const ADMIN_STATS_KEY = ["/api/admin/stats"];

export const adminStatsQuery = queryOptions({
  queryKey: ADMIN_STATS_KEY,
  queryFn: async () => {
    const stats = await getJson<AdminDashboard>("/api/admin/stats");
    if (!stats) throw new Error("No stats");
    return stats;
  },
  // A failed call shows the fallbacks at once; the admin can reload for another try.
  retry: false,
});
