import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput, PublicProfile } from "../../worker/contract/profile";
import type { CurrentUser } from "../../worker/contract/user";
import { ApiError, apiRequest, getJson } from "../lib/api";
import { authClient } from "../lib/auth-client";
import { authUserQuery } from "./auth";

/** The public card; null when the member is private or unknown (the API answers 404 for both). */
export const publicProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: ["/api/profile/public", userId],
    queryFn: async () => {
      try {
        return await getJson<PublicProfile>(`/api/profile/public/${encodeURIComponent(userId)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const sessionsQuery = queryOptions({
  queryKey: ["/api/auth/list-sessions"],
  queryFn: () => authClient.listSessions(),
});

export const currentSessionTokenQuery = queryOptions({
  queryKey: ["/api/auth/get-session", "token"],
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
    mutationFn: async (input: ProfileUpdateInput) =>
      (await (await apiRequest("PUT", "/api/profile", input)).json()) as CurrentUser,
    onSuccess: storeUser,
  });
}

export function useStoreUserAfterPhoto() {
  return useStoreUser();
}

export function useRemovePhotoMutation() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("DELETE", "/api/profile/photo")).json()) as CurrentUser,
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
