import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CreditCard, ShieldCheck } from "lucide-react";
import { marketing } from "../../config/marketing";
import { useLanguage, useT } from "../../i18n";
import { isolate } from "../../i18n/bidi";
import { premiumMessages } from "../../i18n/messages/premium";
import { membershipTiersQuery } from "../../queries/public-content";
import { PageFrame } from "../page-frame";
import { PlanCard } from "./plan-card";
import { PlansEmpty, PlansError, PlansSkeleton } from "./plan-states";

export function PremiumPage() {
  const t = useT(premiumMessages);
  const { language } = useLanguage();
  const tiers = useQuery(membershipTiersQuery(language));
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <section aria-labelledby="plans-heading" className="grid gap-6">
        <h2 id="plans-heading" className="sr-only">
          {t("plansHeading")}
        </h2>
        {tiers.isPending ? (
          <PlansSkeleton />
        ) : tiers.isError ? (
          <PlansError onRetry={() => void tiers.refetch()} retrying={tiers.isFetching} />
        ) : tiers.data.length === 0 ? (
          <PlansEmpty />
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {tiers.data.map((tier) => (
              <PlanCard key={tier.id} tier={tier} />
            ))}
          </ul>
        )}
      </section>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="card-heading"
          className="card grid content-start gap-3 bg-brand-800 text-white"
        >
          <CreditCard aria-hidden="true" className="size-8 text-gold-500" />
          <h2 id="card-heading" className="text-xl font-bold">
            {t("cardHeading")}
          </h2>
          <p className="text-brand-50">{t("cardText", { count: isolate(marketing.partnerLocations) })}</p>
          <Link
            to="/membership"
            className="btn-outline justify-self-start border-white bg-white text-brand-800 hover:bg-brand-50"
          >
            {t("viewCard")}
          </Link>
        </section>
        <section aria-labelledby="guarantee-heading" className="card grid content-start gap-3">
          <ShieldCheck aria-hidden="true" className="size-8 text-brand-700" />
          <h2 id="guarantee-heading" className="text-xl font-bold text-slate-900">
            {t("guaranteeHeading")}
          </h2>
          <p className="text-slate-700">{t("guaranteeText")}</p>
        </section>
      </div>
    </PageFrame>
  );
}
