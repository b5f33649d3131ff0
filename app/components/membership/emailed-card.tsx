import { MailCheck } from "lucide-react";
import { useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";

/** Step 3 for a visitor: the same words whether the address was new or already had an account. */
export function EmailedCard({ email }: { email: string }) {
  const t = useT(membershipMessages);
  return (
    <section aria-labelledby="membership-emailed" className="card mx-auto grid max-w-xl gap-4">
      <h2 id="membership-emailed" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <MailCheck aria-hidden="true" className="size-6 text-brand-700" />
        {t("emailedTitle")}
      </h2>
      <p role="status">{t("emailedText", { email })}</p>
    </section>
  );
}
