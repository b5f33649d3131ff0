import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "../../worker/contract/profile";
import type { CurrentUser } from "../../worker/contract/user";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";
import { authClient } from "../lib/auth-client";
import { authUserQuery } from "./auth";

export const profileKeys = {
  public: (userId: string) => [api.profile.public[":userId"].$path(pathParams({ userId }))] as const,
  sessions: ["/api/auth/list-sessions"] as const,
  sessionToken: ["/api/auth/get-session", "token"] as const,
};

/** The public card; null when the member is private or unknown (the API answers 404 for both). */
export const publicProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.public(userId),
    queryFn: async () => {
      try {
        return await unwrap(api.profile.public[":userId"].$get(pathParams({ userId })));
      } catch (error) {
        if (hasStatus(error, 404)) return null;
        throw error;
      }
    },
  });

export const sessionsQuery = queryOptions({
  queryKey: profileKeys.sessions,
  queryFn: () => authClient.listSessions(),
});

export const currentSessionTokenQuery = queryOptions({
  queryKey: profileKeys.sessionToken,
  queryFn: () => authClient.currentSessionToken(),
});

/** After any change to the profile: show the server's answer at once, then refetch it (spec point 7). */
function useStoreUser() {
  const queryClient = useQueryClient();
  return async (user: CurrentUser) => {
    queryClient.setQueryData(authUserQuery.queryKey, user);
    await queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey });
  };
}

export function useUpdateProfileMutation() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (input: ProfileUpdateInput): Promise<CurrentUser> =>
      await unwrap(api.profile.$put({ json: input })),
    onSuccess: storeUser,
  });
}

export function useStoreUserAfterPhoto() {
  return useStoreUser();
}

export function useRemovePhotoMutation() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (): Promise<CurrentUser> => await unwrap(api.profile.photo.$delete()),
    onSuccess: storeUser,
  });
}

/** Session changes: the list is refetched whatever happened, so it never shows a stale device. */
function useSessionMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export const useRevokeSessionMutation = () =>
  useSessionMutation((token: string) => authClient.revokeSession(token));
export const useRevokeOtherSessionsMutation = () =>
  useSessionMutation<void>(() => authClient.revokeOtherSessions());
export const useChangePasswordMutation = () =>
  useSessionMutation((input: { currentPassword: string; newPassword: string }) =>
    authClient.changePassword(input.currentPassword, input.newPassword),
  );
