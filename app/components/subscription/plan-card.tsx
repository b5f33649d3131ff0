import type { MembershipTier } from "../../../worker/contract/membership";
import { useT } from "../../i18n";
import { subscriptionMessages } from "../../i18n/messages/subscription";
import { PlanCardFrame } from "../premium/plan-card-frame";
import { PlanAction, type UpgradeState } from "./plan-action";
import type { PaidPeriod, PlanStatus } from "./plan-status";
import { RenewalNote } from "./renewal-note";

export function PlanCard({
  tier,
  status,
  signedIn,
  checkout,
  period,
}: {
  tier: MembershipTier;
  status: PlanStatus;
  signedIn: boolean;
  checkout: UpgradeState;
  /** The viewer's paid period, on their current plan only. */
  period: PaidPeriod | null;
}) {
  const t = useT(subscriptionMessages);
  return (
    <PlanCardFrame
      tier={tier}
      idPrefix="subscription-plan"
      highlighted={status === "current" || tier.isPopular}
      current={status === "current"}
      texts={{
        mostPopular: t("mostPopular"),
        free: t("free"),
        perYear: t("perYear"),
        partnerDiscount: (discount) => t("partnerDiscount", { discount }),
        benefitsLabel: (name) => t("benefitsLabel", { name }),
      }}
    >
      <div className="grid gap-3">
        <PlanAction tier={tier} status={status} signedIn={signedIn} checkout={checkout} />
        {period ? <RenewalNote tier={tier} period={period} checkout={checkout} /> : null}
      </div>
    </PlanCardFrame>
  );
}
