import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CircleX, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { PaymentView } from "../../../worker/contract/payments";
import { useT } from "../../i18n";
import { checkoutMessages } from "../../i18n/messages/checkout";
import { hasStatus, serverMessage } from "../../lib/api-errors";
import {
  goToPayment,
  PAYMENT_POLL_LIMIT,
  PAYMENT_POLL_MS,
  paymentKeys,
  paymentQuery,
} from "../../queries/payments";
import { toast } from "../ui/toast-store";
import { recallCheckoutToken } from "./checkout-token";
import { SuccessCard } from "./success-card";

/**
 * Where the gateway sends the member back. The server asks the gateway itself when its webhook has
 * not arrived yet, so this page polls for a short while and then offers to check again.
 */
export function PaymentReturn({ paymentId, cancelled }: { paymentId: string; cancelled: boolean }) {
  const t = useT(checkoutMessages);
  const payment = useQuery({
    ...paymentQuery(paymentId),
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && query.state.dataUpdateCount < PAYMENT_POLL_LIMIT && !cancelled
        ? PAYMENT_POLL_MS
        : false,
  });
  usePaidEffects(payment.data ?? null);
  const answers = useQueryClient().getQueryState(paymentQuery(paymentId).queryKey)?.dataUpdateCount ?? 0;

  if (payment.isPending) return <Pending text={t("confirming")} />;
  if (payment.isError || !payment.data) {
    return (
      <div role="alert" className="card grid max-w-xl justify-items-start gap-3">
        <p>{hasStatus(payment.error, 404) ? t("unknownPayment") : t("loadFailed")}</p>
        <button type="button" className="btn-outline" onClick={() => void payment.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  }
  const view = payment.data;
  if (view.status === "paid") {
    return (
      <div className="grid gap-4">
        <SuccessCard
          name={view.membership?.name ?? ""}
          membershipId={view.membership?.membershipId ?? ""}
          tierName={view.membership?.tierName ?? view.tierName}
          validUntil={view.membership?.validUntil}
          title={t("paymentSuccessful")}
          text={t("welcome", { tier: view.tierName })}
          showPasswordNote={false}
        />
      </div>
    );
  }
  if (view.status === "failed") {
    return (
      <PaymentProblem
        view={view}
        title={t("paymentFailed")}
        message={view.failureMessage ?? t("failedFallback")}
      />
    );
  }
  if (cancelled) return <PaymentProblem view={view} title={t("cancelled")} message={null} />;
  // Still polling (or checking again): keep saying so; after that, offer to check again.
  const polling = payment.isFetching || (answers < PAYMENT_POLL_LIMIT && !cancelled);
  return (
    <section className="card grid max-w-xl justify-items-start gap-3">
      {polling ? (
        <Pending text={t("confirming")} />
      ) : (
        <>
          <p role="status">{t("stillPending")}</p>
          <button type="button" className="btn-outline" onClick={() => void payment.refetch()}>
            {t("checkAgain")}
          </button>
        </>
      )}
    </section>
  );
}

/** Once paid: the spec's toast, and every cached answer about the member is fetched again (tier, card). */
function usePaidEffects(view: PaymentView | null) {
  const t = useT(checkoutMessages);
  const queryClient = useQueryClient();
  const announced = useRef(false);
  const paid = view?.status === "paid";
  const tierName = view?.tierName ?? "";
  useEffect(() => {
    if (!paid || announced.current) return;
    announced.current = true;
    toast({ title: t("paymentSuccessful"), description: t("welcome", { tier: tierName }) });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== paymentKeys.all[0] });
  }, [paid, tierName, t, queryClient]);
}

function Pending({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      {text}
    </p>
  );
}

/** 'Payment Failed' with the gateway's words (or a cancelled payment), and a way to try again. */
function PaymentProblem({
  view,
  title,
  message,
}: {
  view: PaymentView;
  title: string;
  message: string | null;
}) {
  const t = useT(checkoutMessages);
  const [opening, setOpening] = useState(false);
  const retry = async () => {
    setOpening(true);
    try {
      const membershipId = view.membership?.membershipId ?? undefined;
      const outcome = await goToPayment({
        tier: view.tier,
        membershipId,
        token: membershipId ? recallCheckoutToken(membershipId) : undefined,
      });
      if (outcome === "emailed") {
        setOpening(false);
        toast({ title: t("linkEmailedTitle"), description: t("linkEmailedText") });
      }
    } catch (error) {
      setOpening(false);
      toast({
        title: t("paymentFailed"),
        description: serverMessage(error) ?? t("failedFallback"),
        variant: "destructive",
      });
    }
  };
  return (
    <section
      aria-labelledby="payment-problem"
      role="alert"
      className="card grid max-w-xl justify-items-start gap-3"
    >
      <h2 id="payment-problem" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CircleX aria-hidden="true" className="size-6 text-red-700" />
        {title}
      </h2>
      {message ? <p>{message}</p> : null}
      <button type="button" className="btn-primary" disabled={opening} onClick={() => void retry()}>
        {opening ? t("redirecting") : t("tryAgain")}
      </button>
      <Link to="/membership-card" className="underline">
        {t("viewCard")}
      </Link>
    </section>
  );
}
