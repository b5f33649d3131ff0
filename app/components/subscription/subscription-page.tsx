import { useQuery } from "@tanstack/react-query";
import { useLanguage, useT } from "../../i18n";
import { subscriptionMessages } from "../../i18n/messages/subscription";
import { membershipTiersQuery } from "../../queries/public-content";
import { PageFrame } from "../page-frame";
import { ComparisonTable } from "./comparison-table";
import { PlansSection } from "./plans-section";
import { SubscriptionFaq } from "./subscription-faq";
import { WhyUpgrade } from "./why-upgrade";

/** /subscription: the plans from the tiers table, upgrades through the payment gateway, table, tiles, FAQ. */
export function SubscriptionPage() {
  const t = useT(subscriptionMessages);
  const { language } = useLanguage();
  const tiers = useQuery(membershipTiersQuery(language));
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid grid-cols-1 gap-14">
        <PlansSection tiers={tiers} />
        {tiers.data && tiers.data.length > 0 ? <ComparisonTable tiers={tiers.data} /> : null}
        <WhyUpgrade />
        <SubscriptionFaq />
      </div>
    </PageFrame>
  );
}
