import { paidTierIds } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { pagesMessages } from "../../i18n/messages/pages";
import { PageFrame } from "../page-frame";
import { CheckoutStart } from "./checkout-start";
import { PaymentReturn } from "./payment-return";

/**
 * /checkout: `?membership_id=…[&tier=…][&token=…]` (the mailed, signed link) starts a payment
 * on the gateway's hosted page; `?payment=…` is where the gateway sends the member back.
 */
export function CheckoutPage() {
  const t = useT(pagesMessages);
  // Read from the address directly: the router's search hooks would move shared router code out of
  // the entry into a chunk the landing page must also fetch (the / budget).
  const params = new URLSearchParams(window.location.search);
  const paymentId = params.get("payment");
  return (
    <PageFrame title={t("checkoutTitle")} lead={t("checkoutLead")}>
      {paymentId ? (
        <PaymentReturn paymentId={paymentId} cancelled={params.has("cancelled")} />
      ) : (
        <CheckoutStart
          membershipId={params.get("membership_id")}
          token={params.get("token")}
          tier={paidTierIds.find((tier) => tier === params.get("tier")) ?? "premium"}
        />
      )}
    </PageFrame>
  );
}
