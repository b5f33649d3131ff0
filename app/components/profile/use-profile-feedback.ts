import { useCallback } from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { ApiError } from "../../lib/api";
import { toast } from "../ui/toast-store";

/** Spec point 8: 500 ms between the 'Unauthorized' toast and the sign-in page. */
const SIGN_IN_DELAY_MS = 500;

/**
 * Handles a failed profile call: a 401 shows 'Unauthorized' and goes to sign-in (true is returned);
 * anything else is left to the caller (false).
 */
export function useSignedOutHandler() {
  const shell = useT(shellMessages);
  return useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      toast({
        title: shell("unauthorizedTitle"),
        description: shell("unauthorizedText"),
        variant: "destructive",
      });
      setTimeout(() => {
        location.assign(`/api/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      }, SIGN_IN_DELAY_MS);
      return true;
    },
    [shell],
  );
}
