import { queryOptions } from "@tanstack/react-query";
import type {
  AdminCulturalDateInput,
  AdminCulturalDateResponse,
  AdminCulturalDatesResponse,
} from "../../../worker/contract/calendar";
import { apiRequest, getJson } from "../../lib/api";
import { useAdminMutation } from "../admin/admin-kit";

const base = "/api/admin/calendar";
const datePath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const adminCalendarQuery = queryOptions({
  queryKey: [base],
  queryFn: async () => (await getJson<AdminCulturalDatesResponse>(base))?.dates ?? [],
});

/** An admin write that refreshes the admin list and the members' card. */
const useCalendarMutation = <Input>(mutationFn: (input: Input) => Promise<unknown>, successTitle?: string) =>
  useAdminMutation({ mutationFn, invalidate: [base, "/api/calendar"], successTitle });

export type SaveDate = { id: string | null; input: AdminCulturalDateInput };

export const useSaveDateMutation = () =>
  useCalendarMutation(async ({ id, input }: SaveDate) => {
    const response = await (id ? apiRequest("PUT", datePath(id), input) : apiRequest("POST", base, input));
    return ((await response.json()) as AdminCulturalDateResponse).date;
  });

export const useConfirmDateMutation = (successTitle: string) =>
  useCalendarMutation(
    ({ id, date }: { id: string; date: string }) => apiRequest("POST", `${datePath(id)}/confirm`, { date }),
    successTitle,
  );

export const useVisibilityMutation = (visible: boolean, successTitle: string) =>
  useCalendarMutation(
    (id: string) => apiRequest("POST", `${datePath(id)}/${visible ? "show" : "hide"}`),
    successTitle,
  );

export const useDeleteDateMutation = (successTitle: string) =>
  useCalendarMutation((id: string) => apiRequest("DELETE", datePath(id)), successTitle);
