import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AdminMemberDetail, AdminMembersPage } from "../../../worker/contract/admin-members";
import { apiRequest, getJson } from "../../lib/api";
import { useAdminMutation } from "../admin/kit";

export const membersBase = "/api/admin/members";
const auditBase = "/api/admin/audit-log";

export type MemberFilters = {
  q: string;
  tier: string;
  city: string;
  role: string;
  onboarding: string;
  status: string;
  sort: string;
  dir: string;
};
export const noMemberFilters: MemberFilters = {
  q: "",
  tier: "",
  city: "",
  role: "",
  onboarding: "",
  status: "",
  sort: "",
  dir: "",
};

/** The query string of the filters that are set (the list and the CSV export share it). */
export function filterParams(filters: Record<string, string>, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const adminMembersQuery = (filters: MemberFilters, page: number) =>
  queryOptions({
    queryKey: [membersBase, "list", filters, page],
    queryFn: async () =>
      (await getJson<AdminMembersPage>(
        `${membersBase}${filterParams(filters, page > 1 ? { page: String(page) } : {})}`,
      )) ?? { members: [], total: 0, page, pageSize: 25 },
    // The table stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const adminMemberQuery = (userId: string) =>
  queryOptions({
    queryKey: [membersBase, "detail", userId],
    queryFn: () => getJson<AdminMemberDetail>(`${membersBase}/${encodeURIComponent(userId)}`),
  });

/** A write on one member (tier, role, suspend, restore): refreshes the table and the detail panel. */
export const useMemberAction = <Input>(
  userId: string,
  send: (path: string, input: Input) => Promise<Response>,
  successTitle: string,
) =>
  useAdminMutation({
    mutationFn: (input: Input) => send(`${membersBase}/${encodeURIComponent(userId)}`, input),
    invalidate: [membersBase, auditBase],
    successTitle,
  });

export const putJson = (path: string, body: unknown) => apiRequest("PUT", path, body);
export const postJson = (path: string, body: unknown) => apiRequest("POST", path, body);
