import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api-client";

export const adminTiers = api.admin["membership-tiers"];
export const adminTiersKeys = { all: [adminTiers.$path()] as const };

export const fetchAdminTiers = async () => (await unwrap(adminTiers.$get())).tiers;

/** The tiers as admins see them (the tiers page, and the payments page's tier names). */
export const adminTiersQuery = queryOptions({ queryKey: adminTiersKeys.all, queryFn: fetchAdminTiers });
