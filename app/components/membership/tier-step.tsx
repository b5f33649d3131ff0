import { useQuery } from "@tanstack/react-query";
import type { MembershipTier } from "../../../worker/contract/membership";
import { useLanguage, useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";
import { membershipTiersQuery } from "../../queries/public-content";
import { useShownIn } from "../page-frame";
import { formatPercent, formatSar } from "../premium/format";

/** Step 1: the tiers from GET /api/membership/tiers, one radio each (Basic by default). */
export function TierStep({
  value,
  onChange,
  onNext,
}: {
  value: string;
  onChange: (tier: MembershipTier) => void;
  onNext: () => void;
}) {
  const t = useT(membershipMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const tiers = useQuery(membershipTiersQuery(language));

  if (tiers.isPending) return <p role="status">{t("tiersLoading")}</p>;
  if (tiers.isError) return <p role="alert">{t("tiersError")}</p>;
  if (tiers.data.length === 0) return <p>{t("tiersEmpty")}</p>;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
      className="grid gap-4"
    >
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-3 text-lg font-bold text-slate-900">{t("stepTier")}</legend>
        {tiers.data.map((tier) => (
          <label
            key={tier.id}
            className="card grid cursor-pointer content-start gap-2 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="tier"
                value={tier.id}
                checked={value === tier.id}
                onChange={() => onChange(tier)}
                aria-labelledby={`tier-${tier.id}`}
                aria-describedby={`tier-${tier.id}-details`}
              />
              <span
                id={`tier-${tier.id}`}
                {...shownIn(tier.shownIn.name)}
                className="text-lg font-bold text-slate-900"
              >
                {tier.name}
              </span>
            </span>
            <span id={`tier-${tier.id}-details`} className="grid gap-2">
              <span className="font-semibold text-brand-800">
                {tier.priceHalalas === 0
                  ? t("free")
                  : t("perYear", { price: formatSar(language, tier.priceHalalas) })}
              </span>
              <span className="text-sm text-slate-700">
                {t("discount", { percent: formatPercent(language, tier.partnerDiscountPercent) })}
              </span>
              <ul {...shownIn(tier.shownIn.benefits)} className="list-disc ps-5 text-sm text-slate-700">
                {tier.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="btn-primary">
          {t("next")}
        </button>
      </div>
    </form>
  );
}
