import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OnboardingInput } from "../../../worker/contract/onboarding";
import type { CurrentUser } from "../../../worker/contract/user";
import { api, unwrap } from "../../lib/api-client";
import { authUserQuery } from "../../queries/auth";

/** PUT /api/profile/complete-onboarding; the answer is the updated current user. */
export function useCompleteOnboardingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: OnboardingInput): Promise<CurrentUser> =>
      await unwrap(api.profile["complete-onboarding"].$put({ json: payload })),
    onSuccess: async (user) => {
      // Written first, so the home page already sees onboardingCompletedAt and does not send the
      // member back here; then refetched as the spec asks ("success refreshes user data").
      queryClient.setQueryData(authUserQuery.queryKey, user);
      await queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey });
    },
  });
}
