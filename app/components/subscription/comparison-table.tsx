import { Check, Minus } from "lucide-react";
import type { MembershipTier } from "../../../worker/contract/membership";
import { useLanguage, useT } from "../../i18n";
import { subscriptionMessages } from "../../i18n/messages/subscription";
import { useShownIn } from "../page-frame";
import { formatPercent, formatSar } from "../premium/format";
import { comparisonRows } from "./comparison-rows";

const cellClass = "border-b border-slate-200 px-4 py-3";

/** Price, partner discount and every benefit side by side; scrolls sideways on a phone. */
export function ComparisonTable({ tiers }: { tiers: MembershipTier[] }) {
  const t = useT(subscriptionMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const rows = comparisonRows(tiers);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id="compare-heading" className="text-2xl font-bold text-slate-900">
        {t("compareHeading")}
      </h2>
      {/* Focusable so keyboard users can scroll the table sideways on a phone; `relative` keeps the cells'
          screen-reader-only words (absolutely positioned) inside the scroller instead of widening the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section tabIndex={0} aria-labelledby="compare-heading" className="card relative overflow-x-auto p-0">
        <table className="w-full min-w-[36rem] text-start text-sm">
          <caption className="sr-only">{t("compareCaption")}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={`${cellClass} text-start font-semibold text-slate-700`}>
                {t("featureColumn")}
              </th>
              {tiers.map((tier) => (
                <th
                  key={tier.id}
                  scope="col"
                  {...shownIn(tier.shownIn.name)}
                  className={`${cellClass} text-center font-bold text-slate-900`}
                >
                  {tier.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={`${cellClass} text-start font-medium text-slate-800`}>
                {t("priceRow")}
              </th>
              {tiers.map((tier) => (
                <td key={tier.id} className={`${cellClass} text-center font-semibold text-brand-800`}>
                  {tier.priceHalalas === 0 ? t("free") : formatSar(language, tier.priceHalalas)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={`${cellClass} text-start font-medium text-slate-800`}>
                {t("discountRow")}
              </th>
              {tiers.map((tier) => (
                <td key={tier.id} className={`${cellClass} text-center font-semibold text-brand-800`}>
                  {formatPercent(language, tier.partnerDiscountPercent)}
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.benefit}>
                <th
                  scope="row"
                  {...shownIn(row.shown)}
                  className={`${cellClass} text-start font-medium text-slate-800`}
                >
                  {row.benefit}
                </th>
                {row.included.map((included, index) => (
                  <td key={tiers[index]?.id} className={`${cellClass} text-center`}>
                    {included ? (
                      <Check aria-hidden="true" className="mx-auto size-5 text-brand-700" />
                    ) : (
                      <Minus aria-hidden="true" className="mx-auto size-5 text-slate-400" />
                    )}
                    <span className="sr-only">{included ? t("yes") : t("no")}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
