import { MailCheck } from "lucide-react";
import { useT } from "../../i18n";
import { isolate } from "../../i18n/bidi";
import { authMessages } from "../../i18n/messages/auth";
import { toast } from "../ui/toast-store";
import { statusOf } from "./form-errors";
import { useResendVerificationMutation } from "./use-auth-mutations";

/**
 * After sign-up: the link is in the mail (for an address that had an account, the mail says so
 * instead; this screen is the same either way). "Send the link again" answers the same for any address.
 */
export function CheckEmail({ email, onStartAgain }: { email: string; onStartAgain: () => void }) {
  const t = useT(authMessages);
  const resend = useResendVerificationMutation();

  function handleResend() {
    resend.mutate(email, {
      onSuccess: () =>
        toast({ title: t("linkResentTitle"), description: t("linkResentText", { email: isolate(email) }) }),
      onError: (error) =>
        toast({
          title: statusOf(error) === 429 ? t("rateLimitedTitle") : t("errorTitle"),
          description: t("errorText"),
          variant: "destructive",
        }),
    });
  }

  return (
    <div className="grid gap-4" role="status">
      <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
      <p className="text-slate-800">{t("checkEmailText", { email: isolate(email) })}</p>
      <p className="text-sm text-slate-600">{t("checkEmailHelp")}</p>
      <button
        type="button"
        onClick={handleResend}
        disabled={resend.isPending}
        className="btn-primary w-full py-3"
      >
        {resend.isPending ? t("resendingLink") : t("resendLink")}
      </button>
      <button
        type="button"
        onClick={onStartAgain}
        className="font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {t("useAnotherEmail")}
      </button>
    </div>
  );
}
