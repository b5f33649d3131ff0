import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import type { PaidTierId } from "../../../worker/contract/enums";
import { useLanguage, useT } from "../../i18n";
import { checkoutMessages } from "../../i18n/messages/checkout";
import { membershipMessages } from "../../i18n/messages/membership";
import { hasStatus, serverMessage } from "../../lib/api-errors";
import { useAuth } from "../../queries/auth";
import { goToPayment, paymentConfigQuery } from "../../queries/payments";
import { membershipTiersQuery } from "../../queries/public-content";
import { useShownIn } from "../page-frame";
import { formatSar } from "../premium/format";
import { toast } from "../ui/toast-store";
import { rememberCheckoutToken } from "./checkout-token";
import { PaymentUnavailable } from "./payment-unavailable";

/** The order summary and the button that opens the gateway's payment page. */
export function CheckoutStart({
  membershipId,
  token = null,
  tier,
}: {
  membershipId: string | null;
  /** The signature of the mailed link; a visitor without it gets a link mailed to the member. */
  token?: string | null;
  tier: PaidTierId;
}) {
  const t = useT(checkoutMessages);
  const m = useT(membershipMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const auth = useAuth();
  const config = useQuery(paymentConfigQuery);
  const tiers = useQuery(membershipTiersQuery(language));
  const [opening, setOpening] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [emailed, setEmailed] = useState(false);

  if (config.isPending || tiers.isPending || auth.isLoading) {
    return <p role="status">{t("confirming")}</p>;
  }
  if (config.isError || tiers.isError) {
    return (
      <div role="alert" className="card grid max-w-xl justify-items-start gap-3">
        <p>{t("loadFailed")}</p>
        <button
          type="button"
          className="btn-outline"
          onClick={() => void Promise.all([config.refetch(), tiers.refetch()])}
        >
          {t("retry")}
        </button>
      </div>
    );
  }
  if (!config.data.available || unavailable) return <PaymentUnavailable membershipId={membershipId} />;
  if (emailed) {
    return (
      <section role="status" className="card grid max-w-xl justify-items-start gap-3">
        <h2 className="text-xl font-bold text-slate-900">{t("linkEmailedTitle")}</h2>
        <p>{t("linkEmailedText")}</p>
      </section>
    );
  }

  const plan = tiers.data.find((candidate) => candidate.id === tier);
  if (!plan?.forSale) return <p role="alert">{t("planUnavailable")}</p>;
  if (!membershipId && !auth.isAuthenticated) {
    return (
      <section className="card grid max-w-xl justify-items-start gap-3">
        <p>{t("signInToPay")}</p>
        <Link to="/login" className="btn-primary">
          {t("signIn")}
        </Link>
      </section>
    );
  }

  const price = formatSar(language, plan.priceHalalas);
  const pay = async () => {
    setOpening(true);
    if (membershipId && token) rememberCheckoutToken(membershipId, token);
    try {
      const outcome = await goToPayment({
        tier,
        // Signed in, the member pays for their own card: the typed number is not needed.
        membershipId: auth.isAuthenticated ? undefined : (membershipId ?? undefined),
        token: token ?? undefined,
      });
      if (outcome === "emailed") setEmailed(true);
      // Otherwise the browser is leaving for the payment page; the button stays disabled until it does.
    } catch (error) {
      setOpening(false);
      if (hasStatus(error, 503)) {
        setUnavailable(true);
        toast({
          title: m("paymentUnavailable"),
          description: m("paymentUnavailableText"),
          variant: "destructive",
        });
        return;
      }
      toast({
        title: t("paymentFailed"),
        description: serverMessage(error) ?? t("failedFallback"),
        variant: "destructive",
      });
    }
  };

  return (
    <section aria-labelledby="order-title" className="card grid max-w-xl gap-4">
      <h2 id="order-title" className="text-xl font-bold text-slate-900">
        {t("orderTitle")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-brand-50 p-4">
        <dt className="font-semibold text-slate-700">{t("plan")}</dt>
        <dd {...shownIn(plan.shownIn.name)}>{plan.name}</dd>
        <dt className="font-semibold text-slate-700">{t("price")}</dt>
        <dd>{t("perYear", { price })}</dd>
        {membershipId ? (
          <>
            <dt className="font-semibold text-slate-700">{m("membershipId")}</dt>
            <dd dir="ltr" className="text-start">
              {membershipId}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm text-slate-700">{t("validity")}</p>
      <p className="text-sm text-slate-700">{t("methods", { provider: config.data.provider ?? "" })}</p>
      <button
        type="button"
        className="btn-primary justify-self-start"
        disabled={opening}
        onClick={() => void pay()}
      >
        <CreditCard aria-hidden="true" className="size-5" />
        {opening ? t("redirecting") : t("payNow", { price })}
      </button>
      <p className="text-sm text-slate-700">
        {t("bankTransfer")}{" "}
        <Link to="/contact" className="underline">
          {m("contactSupport")}
        </Link>
      </p>
    </section>
  );
}
