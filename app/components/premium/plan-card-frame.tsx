import { Check, Star, Tag } from "lucide-react";
import type { ReactNode } from "react";
import type { MembershipTier } from "../../../worker/contract/membership";
import { useLanguage } from "../../i18n";
import { useShownIn } from "../page-frame";
import { formatPercent, formatSar } from "./format";

/** The words a plan card needs; /premium and /subscription each bring them from their own catalog. */
export type PlanTexts = {
  mostPopular: string;
  free: string;
  perYear: string;
  partnerDiscount: (discount: string) => string;
  benefitsLabel: (name: string) => string;
};

/** One plan from the tiers table: name, price, partner discount and benefits, with the page's action below. */
export function PlanCardFrame({
  tier,
  idPrefix,
  highlighted,
  current = false,
  texts,
  children,
}: {
  tier: MembershipTier;
  /** Unique per page, for the heading id the card is labelled by. */
  idPrefix: string;
  highlighted: boolean;
  current?: boolean;
  texts: PlanTexts;
  children: ReactNode;
}) {
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const headingId = `${idPrefix}-${tier.id}`;
  const isFree = tier.priceHalalas === 0;
  return (
    <li
      aria-labelledby={headingId}
      aria-current={current ? "true" : undefined}
      className={`card flex flex-col gap-5 ${highlighted ? "border-2 border-brand-700 shadow-lg" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} {...shownIn(tier.shownIn.name)} className="text-xl font-bold text-slate-900">
          {tier.name}
        </h3>
        {tier.isPopular ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-gold-500 px-3 py-1 text-xs font-bold text-slate-900">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            {texts.mostPopular}
          </span>
        ) : null}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold text-brand-800">
          {isFree ? texts.free : formatSar(language, tier.priceHalalas)}
        </span>
        {!isFree && tier.billingPeriod === "year" ? (
          <span className="text-sm text-slate-600">{texts.perYear}</span>
        ) : null}
      </p>
      <p className="inline-flex items-center gap-2 self-start rounded-md bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
        <Tag aria-hidden="true" className="size-4" />
        {texts.partnerDiscount(formatPercent(language, tier.partnerDiscountPercent))}
      </p>
      <ul
        aria-label={texts.benefitsLabel(tier.name)}
        className="grid flex-1 content-start gap-2 text-slate-700"
        {...shownIn(tier.shownIn.benefits)}
      >
        {tier.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}
