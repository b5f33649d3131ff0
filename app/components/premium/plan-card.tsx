import { Link } from "@tanstack/react-router";
import type { MembershipTier } from "../../../worker/contract/membership";
import { useT } from "../../i18n";
import { premiumMessages } from "../../i18n/messages/premium";
import { PlanCardFrame } from "./plan-card-frame";

export function PlanCard({ tier }: { tier: MembershipTier }) {
  const t = useT(premiumMessages);
  const isFree = tier.priceHalalas === 0;
  return (
    <PlanCardFrame
      tier={tier}
      idPrefix="plan"
      highlighted={tier.isPopular}
      texts={{
        mostPopular: t("mostPopular"),
        free: t("free"),
        perYear: t("perYear"),
        partnerDiscount: (discount) => t("partnerDiscount", { discount }),
        benefitsLabel: (name) => t("benefitsLabel", { name }),
      }}
    >
      <Link to="/membership" className={tier.isPopular ? "btn-primary" : "btn-outline"}>
        {isFree ? t("joinFree") : t("choosePlan", { name: tier.name })}
      </Link>
    </PlanCardFrame>
  );
}
