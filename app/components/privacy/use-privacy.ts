import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsentChange, ConsentsAnswer, DeleteAccountInput } from "../../../worker/contract/privacy";
import { api, expectOk, okResponse, unwrap } from "../../lib/api-client";

export const privacyKeys = { consents: [api.privacy.consents.$path()] as const };

export const consentsQuery = queryOptions({
  queryKey: privacyKeys.consents,
  queryFn: async (): Promise<ConsentsAnswer> => await unwrap(api.privacy.consents.$get()),
});

/** PUT /api/privacy/consents; the answer (current state and history) replaces the cached one. */
export function useChangeConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ConsentChange): Promise<ConsentsAnswer> =>
      await unwrap(api.privacy.consents.$put({ json: change })),
    onSuccess: (answer) => queryClient.setQueryData(consentsQuery.queryKey, answer),
  });
}

export function useDeleteAccountMutation() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => expectOk(api.privacy["delete-account"].$post({ json: input })),
  });
}

/** `attachment; filename="sppc-my-data-2025-01-31.json"` -> the file name. */
function fileNameOf(disposition: string | null): string {
  return disposition?.match(/filename="?([^";]+)"?/)?.[1] ?? "sppc-my-data.json";
}

/** Fetches the export (so a failure can be told in a toast) and hands it to the browser as a download. */
export async function downloadMyData(): Promise<void> {
  const response = await okResponse(api.privacy.export.$get());
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
