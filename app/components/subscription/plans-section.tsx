import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import type { MembershipTier } from "../../../worker/contract/membership";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { subscriptionMessages } from "../../i18n/messages/subscription";
import { useAuth } from "../../queries/auth";
import { ownMembershipCardQuery } from "../../queries/membership-card";
import { paymentConfigQuery } from "../../queries/payments";
import { PlansEmpty, PlansError, PlansSkeleton } from "../premium/plan-states";
import { PlanCard } from "./plan-card";
import { currentTierId, paidPeriod, planStatus } from "./plan-status";
import { useUpgrade } from "./use-upgrade";

/** The plan cards with what each one offers this viewer: current, included, coming soon or upgrade. */
export function PlansSection({ tiers }: { tiers: UseQueryResult<MembershipTier[]> }) {
  const t = useT(subscriptionMessages);
  const auth = useAuth();
  const bidi = useIsolate();
  const signedIn = auth.isAuthenticated;
  const current = currentTierId(auth.user?.membershipTier);
  // Asked up front so a click on Upgrade answers at once; the click asks again if this failed.
  const config = useQuery({ ...paymentConfigQuery, enabled: signedIn });
  // Only paid memberships end, so only they need the card's valid-until date.
  const card = useQuery({ ...ownMembershipCardQuery, enabled: signedIn && current !== "basic" });
  const period = paidPeriod(card.data?.validUntil, new Date());
  const checkout = useUpgrade();

  return (
    <section aria-labelledby="plans-heading" className="grid gap-6">
      <h2 id="plans-heading" className="sr-only">
        {t("plansHeading")}
      </h2>
      {tiers.isPending || auth.isLoading ? (
        <PlansSkeleton />
      ) : tiers.isError ? (
        <PlansError onRetry={() => void tiers.refetch()} retrying={tiers.isFetching} />
      ) : tiers.data.length === 0 ? (
        <PlansEmpty />
      ) : (
        <ul className="grid gap-6 md:grid-cols-3">
          {tiers.data.map((tier) => {
            const status = planStatus(tiers.data, tier, current);
            return (
              <PlanCard
                key={tier.id}
                tier={tier}
                status={status}
                signedIn={signedIn}
                checkout={checkout}
                period={status === "current" ? period : null}
              />
            );
          })}
        </ul>
      )}
      {config.data?.available && config.data.provider ? (
        <p className="flex items-center justify-center gap-2 text-sm text-slate-600">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
          {t("paidBy", { provider: bidi(config.data.provider) })}
        </p>
      ) : null}
    </section>
  );
}
