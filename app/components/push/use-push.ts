import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PushKind, PushSettings } from "../../../worker/contract/push";
import { api, unwrap } from "../../lib/api-client";
import { currentEndpoint, subscribeDevice, unsubscribeDevice } from "./push-device";

export const pushKeys = {
  key: [api.push.key.$path()] as const,
  settings: [api.push.settings.$path()] as const,
  device: ["push-device"] as const,
};

/** The VAPID public key, read from the server at run time (null: push is not set up there). */
export const pushKeyQuery = queryOptions({
  queryKey: pushKeys.key,
  queryFn: async () => (await unwrap(api.push.key.$get())).publicKey,
  staleTime: Number.POSITIVE_INFINITY,
});

export const pushSettingsQuery = queryOptions({
  queryKey: pushKeys.settings,
  queryFn: async (): Promise<PushSettings> => await unwrap(api.push.settings.$get()),
});

export const deviceEndpointQuery = queryOptions({ queryKey: pushKeys.device, queryFn: currentEndpoint });

function useSettingsAnswer() {
  const queryClient = useQueryClient();
  return (answer: PushSettings) => {
    queryClient.setQueryData(pushSettingsQuery.queryKey, answer);
    return queryClient.invalidateQueries({ queryKey: pushKeys.device });
  };
}

/** Turns this device on: the browser's subscription, then PUT /api/push/subscription. */
export function useTurnOnPushMutation() {
  const onAnswer = useSettingsAnswer();
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeDevice(publicKey);
      return await unwrap(api.push.subscription.$put({ json: subscription }));
    },
    onSuccess: onAnswer,
  });
}

/** Turns this device off: the browser forgets the subscription and the server its row. */
export function useTurnOffPushMutation() {
  const onAnswer = useSettingsAnswer();
  return useMutation({
    mutationFn: async (knownEndpoint: string | null) => {
      const endpoint = (await unsubscribeDevice()) ?? knownEndpoint;
      if (!endpoint) return null;
      return await unwrap(api.push.subscription.$delete({ json: { endpoint } }));
    },
    onSuccess: (answer) => (answer ? onAnswer(answer) : undefined),
  });
}

export function useSwitchPushKindMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: PushKind; enabled: boolean }) =>
      await unwrap(
        api.push.kinds[":kind"].$put({ param: { kind: input.kind }, json: { enabled: input.enabled } }),
      ),
    onSuccess: (answer) => queryClient.setQueryData(pushSettingsQuery.queryKey, answer),
  });
}
