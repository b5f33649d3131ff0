import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MailPreferences, MailTopic } from "../../../worker/contract/mail-topics";
import { api, pathParams, unwrap } from "../../lib/api-client";
import { consentsQuery } from "./use-privacy";

export const mailPreferencesQuery = queryOptions({
  queryKey: [api.mail.preferences.$path()] as const,
  queryFn: async (): Promise<MailPreferences> => await unwrap(api.mail.preferences.$get()),
});

/**
 * PUT /api/mail/preferences/{topic}: the answer replaces the cached choices; the consent history on
 * the same page gains the ledger row, so it is read again.
 */
export function useMailTopicMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      topic,
      enabled,
    }: {
      topic: MailTopic;
      enabled: boolean;
    }): Promise<MailPreferences> =>
      await unwrap(api.mail.preferences[":topic"].$put({ ...pathParams({ topic }), json: { enabled } })),
    onSuccess: (answer) => {
      queryClient.setQueryData(mailPreferencesQuery.queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: consentsQuery.queryKey });
    },
  });
}
