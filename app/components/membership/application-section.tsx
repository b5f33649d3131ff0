import { useQuery } from "@tanstack/react-query";
import { useLanguage, useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";
import { membershipTiersQuery } from "../../queries/public-content";
import { useShownIn } from "../page-frame";
import { formatPercent, formatSar } from "../premium/format";
import { ApplicationForm } from "./application-form";

/** The spec's second signup flow: the three tiers on one side, the application form on the other. */
export function ApplicationSection() {
  const t = useT(membershipMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const tiers = useQuery(membershipTiersQuery(language));
  const list = tiers.data ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <section aria-labelledby="application-tiers" className="grid content-start gap-4">
        <h2 id="application-tiers" className="text-lg font-bold text-slate-900">
          {t("tiersHeading")}
        </h2>
        {tiers.isPending ? <p role="status">{t("tiersLoading")}</p> : null}
        {tiers.isError ? <p role="alert">{t("tiersError")}</p> : null}
        {tiers.isSuccess && list.length === 0 ? <p>{t("tiersEmpty")}</p> : null}
        {list.map((tier) => (
          <article key={tier.id} className="card grid gap-1">
            <h3 {...shownIn(tier.shownIn.name)} className="font-bold text-slate-900">
              {tier.name}
            </h3>
            <p className="font-semibold text-brand-800">
              {tier.priceHalalas === 0
                ? t("free")
                : t("perYear", { price: formatSar(language, tier.priceHalalas) })}
            </p>
            <p className="text-sm text-slate-700">
              {t("discount", { percent: formatPercent(language, tier.partnerDiscountPercent) })}
            </p>
            <ul {...shownIn(tier.shownIn.benefits)} className="list-disc ps-5 text-sm text-slate-700">
              {tier.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </article>
        ))}
      </section>
      <section aria-labelledby="application-form" className="grid content-start gap-2">
        <h2 id="application-form" className="text-lg font-bold text-slate-900">
          {t("applyHeading")}
        </h2>
        <p className="text-sm text-slate-700">{t("applyLead")}</p>
        <ApplicationForm tiers={list} />
      </section>
    </div>
  );
}
