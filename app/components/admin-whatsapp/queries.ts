import { type Query, queryOptions, useQueryClient } from "@tanstack/react-query";
import type {
  AdminWhatsappGroupInput,
  AdminWhatsappGroupResponse,
  AdminWhatsappGroupsResponse,
} from "../../../worker/contract/whatsapp-groups";
import { apiRequest, getJson } from "../../lib/api";
import { useAdminMutation } from "../admin/admin-kit";

const base = "/api/admin/whatsapp-groups";
const groupPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const adminWhatsappGroupsQuery = queryOptions({
  queryKey: [base],
  queryFn: async () => (await getJson<AdminWhatsappGroupsResponse>(base))?.groups ?? [],
});

// The public page keys its queries by the full URL (with ?search=&type=), so a key prefix cannot
// reach the filtered ones: match them by their path instead.
const isPublicGroupsQuery = (query: Query) =>
  typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/whatsapp-groups");

/** An admin write that refreshes the admin list and every /whatsapp-groups result it changes. */
function useGroupMutation<Input>(mutationFn: (input: Input) => Promise<unknown>, successTitle?: string) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: async (input: Input) => {
      const result = await mutationFn(input);
      void queryClient.invalidateQueries({ predicate: isPublicGroupsQuery });
      return result;
    },
    invalidate: [base],
    successTitle,
  });
}

export type SaveGroup = { id: string | null; input: AdminWhatsappGroupInput };

export const useSaveGroupMutation = (successTitle?: string) =>
  useGroupMutation(async ({ id, input }: SaveGroup) => {
    const response = id ? apiRequest("PUT", groupPath(id), input) : apiRequest("POST", base, input);
    return ((await (await response).json()) as AdminWhatsappGroupResponse).group;
  }, successTitle);

/** Hide (`visible` false) or show a group on /whatsapp-groups. */
export const useVisibilityMutation = (visible: boolean, successTitle: string) =>
  useGroupMutation(
    (id: string) => apiRequest("POST", `${groupPath(id)}/${visible ? "show" : "hide"}`),
    successTitle,
  );

export const useMarkActiveMutation = (successTitle: string) =>
  useGroupMutation((id: string) => apiRequest("POST", `${groupPath(id)}/activity`), successTitle);

export const useDeleteGroupMutation = (successTitle: string) =>
  useGroupMutation((id: string) => apiRequest("DELETE", groupPath(id)), successTitle);
