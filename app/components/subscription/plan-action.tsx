import { Link } from "@tanstack/react-router";
import { Check, LoaderCircle } from "lucide-react";
import { isPaidTier, type PaidTierId } from "../../../worker/contract/enums";
import type { MembershipTier } from "../../../worker/contract/membership";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { subscriptionMessages } from "../../i18n/messages/subscription";
import type { PlanStatus } from "./plan-status";

/** The checkout state the cards share: one payment at a time. */
export type UpgradeState = { upgrade: (tier: PaidTierId) => void; busy: boolean; pendingTier?: PaidTierId };

const settledClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-700";

/** 'Current Plan', 'Coming Soon' and included plans cannot be bought; the rest can, by members. */
export function PlanAction({
  tier,
  status,
  signedIn,
  checkout,
}: {
  tier: MembershipTier;
  status: PlanStatus;
  signedIn: boolean;
  checkout: UpgradeState;
}) {
  const t = useT(subscriptionMessages);
  const bidi = useIsolate();
  if (status !== "upgrade" || !isPaidTier(tier.id)) {
    const label =
      status === "current" ? t("currentPlan") : status === "coming-soon" ? t("comingSoon") : t("included");
    return (
      <button type="button" disabled className={settledClass}>
        {status === "included" ? <Check aria-hidden="true" className="size-4" /> : null}
        {label}
      </button>
    );
  }
  const buttonClass = tier.isPopular ? "btn-primary" : "btn-outline";
  const label = t("upgradeTo", { name: bidi(tier.name) });
  if (!signedIn) {
    // Upgrading is for members: sign in first, then come back to the plans.
    return (
      <Link to="/login" search={{ next: "/subscription" }} className={buttonClass}>
        {label}
      </Link>
    );
  }
  const paidTier = tier.id;
  const pending = checkout.pendingTier === paidTier;
  return (
    <button
      type="button"
      className={`${buttonClass} disabled:cursor-wait disabled:opacity-60`}
      disabled={checkout.busy}
      onClick={() => checkout.upgrade(paidTier)}
    >
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {pending ? t("redirecting") : label}
    </button>
  );
}
