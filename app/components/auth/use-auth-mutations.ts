// The account calls as mutations. Each one that changes who is signed in refetches the current user
// (the header switches with it) and hands the fresh user to the caller.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInInput, SignUpInput } from "../../../worker/contract/auth";
import { authClient } from "../../lib/auth-client";
import { authUserQuery } from "../../queries/auth";

function useRefetchUser() {
  const queryClient = useQueryClient();
  // staleTime 0: fetch now even though the app's queries otherwise never go stale.
  return () => queryClient.fetchQuery({ ...authUserQuery, staleTime: 0 });
}

export function useSignInMutation() {
  const refetchUser = useRefetchUser();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await authClient.signIn(input);
      return refetchUser();
    },
  });
}

/** Sign-up starts no session: the mailed link does (the answer is "check your email" either way). */
export function useSignUpMutation() {
  return useMutation({ mutationFn: (input: SignUpInput) => authClient.signUp(input) });
}

/** "Send the link again" on the check-your-email screen (the same answer for any address). */
export function useResendVerificationMutation() {
  return useMutation({ mutationFn: (email: string) => authClient.sendVerificationEmail(email) });
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: (email: string) => authClient.requestPasswordReset(email) });
}

export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      authClient.resetPassword(token, newPassword),
    // A reset ends every session of the account, this browser's included.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey }),
  });
}
