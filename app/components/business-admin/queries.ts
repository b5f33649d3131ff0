import { queryOptions } from "@tanstack/react-query";
import type { AdminBusiness, AdminBusinessInput } from "../../../worker/contract/businesses";
import type { ModerationStatus } from "../../../worker/contract/enums";
import { apiRequest, getJson } from "../../lib/api";
import { useAdminMutation } from "../admin/admin-kit";

const base = "/api/admin/businesses";
const itemPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
/** Every write refreshes the admin list and the public directory it feeds. */
const invalidate = [base, "/api/businesses"];

export type StatusFilter = ModerationStatus | "all";

export const adminBusinessesQuery = (status: StatusFilter) =>
  queryOptions({
    queryKey: [base, status],
    queryFn: async () =>
      (await getJson<{ businesses: AdminBusiness[] }>(`${base}?status=${status}`))?.businesses ?? [],
  });

export type BusinessAction =
  | { id: string; action: "approve" | "verify" | "unverify" | "feature" | "unfeature" }
  | { id: string; action: "reject" | "hide"; reason: string };

export const useBusinessActionMutation = (successTitle?: string) =>
  useAdminMutation({
    mutationFn: (input: BusinessAction) =>
      apiRequest(
        "POST",
        `${itemPath(input.id)}/${input.action}`,
        "reason" in input ? { reason: input.reason } : {},
      ),
    invalidate,
    successTitle,
  });

export const useSaveBusinessMutation = () =>
  useAdminMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AdminBusinessInput }) =>
      id ? apiRequest("PUT", itemPath(id), input) : apiRequest("POST", base, input),
    invalidate,
  });

export const useDeleteBusinessMutation = (successTitle: string) =>
  useAdminMutation({
    mutationFn: (id: string) => apiRequest("DELETE", itemPath(id)),
    invalidate,
    successTitle,
  });
