import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PaidTierId } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { subscriptionMessages } from "../../i18n/messages/subscription";
import { errorCode, hasStatus } from "../../lib/api-errors";
import { paymentConfigQuery, startCheckout } from "../../queries/payments";
import { serverMessage } from "../onboarding/server-message";
import { toast } from "../ui/toast-store";

/** The site has no payment gateway: known before asking for a checkout (config) or told by it (503). */
class PaymentUnavailable extends Error {}

function isUnavailable(error: unknown): boolean {
  if (error instanceof PaymentUnavailable) return true;
  return hasStatus(error, 503) && errorCode(error) === "unavailable";
}

/**
 * Upgrading or renewing a signed-in member: ask whether payments are set up, create the payment,
 * then leave for the gateway's hosted page. `pendingTier` stays set until the page is gone, so no
 * second payment can be started meanwhile.
 */
export function useUpgrade() {
  const t = useT(subscriptionMessages);
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const checkout = useMutation({
    mutationFn: async (tier: PaidTierId) => {
      const config = await queryClient.fetchQuery(paymentConfigQuery);
      if (!config.available) throw new PaymentUnavailable();
      return startCheckout({ tier });
    },
    onSuccess: (result) => {
      // A signed-in member always gets the payment page ("emailed" is only for visitors).
      if (!("checkoutUrl" in result)) return;
      setLeaving(true);
      location.assign(result.checkoutUrl);
    },
    onError: (error) =>
      toast(
        isUnavailable(error)
          ? {
              title: t("paymentUnavailableTitle"),
              description: t("paymentUnavailableText"),
              variant: "destructive",
            }
          : { title: t("checkoutFailedTitle"), description: serverMessage(error), variant: "destructive" },
      ),
  });

  // Coming back with the browser's Back button may restore this page from memory: offer the buttons again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const busy = checkout.isPending || leaving;
  return {
    upgrade: (tier: PaidTierId) => checkout.mutate(tier),
    busy,
    pendingTier: busy ? checkout.variables : undefined,
  };
}
