import { useT } from "../../i18n";
import { adminModerationMessages } from "../../i18n/messages/admin-moderation";
import { toast } from "../ui/toast-store";

/** The server's rule for a reject or remove reason (worker/contract/moderation.ts). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/**
 * Checks a reason before a reject or remove is sent: a reason the server would refuse gets the toast
 * that says what it needs, and false.
 */
export function useReasonCheck(): (reason: string) => boolean {
  const t = useT(adminModerationMessages);
  return (reason) => {
    const length = reason.trim().length;
    if (length >= REASON_MIN && length <= REASON_MAX) return true;
    toast({ title: t("reasonNeeded"), variant: "destructive" });
    return false;
  };
}
