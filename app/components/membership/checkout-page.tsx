import { Link } from "@tanstack/react-router";
import { CircleAlert } from "lucide-react";
import { useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";
import { pagesMessages } from "../../i18n/messages/pages";
import { PageFrame } from "../page-frame";

/**
 * /checkout?membership_id=…: no payment gateway is configured yet (issue 7's payments part), so
 * the spec's 'Payment Unavailable' notice; the membership itself exists (Basic until paid).
 */
export function CheckoutPage() {
  const t = useT(pagesMessages);
  const m = useT(membershipMessages);
  // Read from the address directly: the router's search hooks would move shared router code out of
  // the entry into a chunk the landing page must also fetch (the / budget).
  const membershipId = new URLSearchParams(window.location.search).get("membership_id");
  return (
    <PageFrame title={t("checkoutTitle")} lead={t("checkoutLead")}>
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
    </PageFrame>
  );
}
