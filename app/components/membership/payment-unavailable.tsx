import { Link } from "@tanstack/react-router";
import { CircleAlert } from "lucide-react";
import { useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";

/** The spec's notice when no payment gateway is configured; the membership itself exists (Basic). */
export function PaymentUnavailable({ membershipId }: { membershipId: string | null }) {
  const m = useT(membershipMessages);
  return (
    <section aria-labelledby="payment-unavailable" className="card grid max-w-xl justify-items-start gap-3">
      <h2 id="payment-unavailable" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CircleAlert aria-hidden="true" className="size-6 text-amber-700" />
        {m("paymentUnavailable")}
      </h2>
      <p role="status">{m("paymentUnavailableText")}</p>
      {membershipId ? (
        <p className="text-sm text-slate-700">
          <bdi dir="ltr">{m("yourMembershipId", { id: membershipId })}</bdi>
        </p>
      ) : null}
      <Link to="/contact" className="btn-outline">
        {m("contactSupport")}
      </Link>
    </section>
  );
}
