import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsentChange, ConsentsAnswer, DeleteAccountInput } from "../../../worker/contract/privacy";
import { apiRequest, getJson } from "../../lib/api";

export const consentsQuery = queryOptions({
  queryKey: ["/api/privacy/consents"],
  queryFn: () => getJson<ConsentsAnswer>("/api/privacy/consents") as Promise<ConsentsAnswer>,
});

/** PUT /api/privacy/consents; the answer (current state and history) replaces the cached one. */
export function useChangeConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ConsentChange) =>
      (await (await apiRequest("PUT", "/api/privacy/consents", change)).json()) as ConsentsAnswer,
    onSuccess: (answer) => queryClient.setQueryData(consentsQuery.queryKey, answer),
  });
}

export function useDeleteAccountMutation() {
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) => {
      await apiRequest("POST", "/api/privacy/delete-account", input);
    },
  });
}

/** `attachment; filename="sppc-my-data-2025-01-31.json"` -> the file name. */
function fileNameOf(disposition: string | null): string {
  return disposition?.match(/filename="?([^";]+)"?/)?.[1] ?? "sppc-my-data.json";
}

/** Fetches the export (so a failure can be told in a toast) and hands it to the browser as a download. */
export async function downloadMyData(): Promise<void> {
  const response = await apiRequest("GET", "/api/privacy/export");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("Content-Disposition"));
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returns; the URL is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
