import { Check, Star, Tag } from "lucide-react";
import type { MembershipTier } from "../../../worker/contract/membership";
import { useLanguage, useT } from "../../i18n";
import { subscriptionMessages } from "../../i18n/messages/subscription";
import { formatPercent, formatSar } from "../premium/format";
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
  const { language } = useLanguage();
  const headingId = `subscription-plan-${tier.id}`;
  const isFree = tier.priceHalalas === 0;
  const highlighted = status === "current" || tier.isPopular;
  return (
    <li
      aria-labelledby={headingId}
      aria-current={status === "current" ? "true" : undefined}
      className={`card flex flex-col gap-5 ${highlighted ? "border-2 border-brand-700 shadow-lg" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Names and benefits come from the database in English, so screen readers read them as English. */}
        <h3 id={headingId} lang="en" className="text-xl font-bold text-slate-900">
          {tier.name}
        </h3>
        {tier.isPopular ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-gold-500 px-3 py-1 text-xs font-bold text-slate-900">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            {t("mostPopular")}
          </span>
        ) : null}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold text-brand-800">
          {isFree ? t("free") : formatSar(language, tier.priceHalalas)}
        </span>
        {!isFree && tier.billingPeriod === "year" ? (
          <span className="text-sm text-slate-600">{t("perYear")}</span>
        ) : null}
      </p>
      <p className="inline-flex items-center gap-2 self-start rounded-md bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
        <Tag aria-hidden="true" className="size-4" />
        {t("partnerDiscount", { discount: formatPercent(language, tier.partnerDiscountPercent) })}
      </p>
      <ul
        aria-label={t("benefitsLabel", { name: tier.name })}
        className="grid flex-1 content-start gap-2 text-slate-700"
      >
        {tier.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
            <span lang="en">{benefit}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-3">
        <PlanAction tier={tier} status={status} signedIn={signedIn} checkout={checkout} />
        {period ? <RenewalNote tier={tier} period={period} checkout={checkout} /> : null}
      </div>
    </li>
  );
}
