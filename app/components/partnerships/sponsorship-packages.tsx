import { Link } from "@tanstack/react-router";
import { Check, Plus } from "lucide-react";
import { useMemo } from "react";
import { marketing } from "../../config/marketing";
import { useLanguage, useT } from "../../i18n";
import { partnershipsMessages } from "../../i18n/messages/partnerships";

type Key = keyof typeof partnershipsMessages.en;
type SponsorshipPackage = {
  id: "regional" | "event" | "loyalty";
  priceSar: number;
  priceExtra?: Key;
  title: Key;
  duration: Key;
  badge: Key;
  benefits: readonly Key[];
  includes: readonly { text: Key; count?: number }[];
  highlight?: boolean;
};

const { sponsorship } = marketing;

const packages: readonly SponsorshipPackage[] = [
  {
    id: "regional",
    priceSar: sponsorship.regionalSar,
    title: "regionalTitle",
    duration: "regionalDuration",
    badge: "regionalBadge",
    benefits: ["regionalBenefit1", "regionalBenefit2", "regionalBenefit3"],
    includes: [
      { text: "regionalInclude1", count: sponsorship.socialPosts },
      { text: "regionalInclude2", count: sponsorship.emailCampaigns },
      { text: "regionalInclude3" },
    ],
  },
  {
    id: "event",
    priceSar: sponsorship.eventSar,
    title: "eventTitle",
    duration: "eventDuration",
    badge: "eventBadge",
    benefits: ["eventBenefit1", "eventBenefit2", "eventBenefit3"],
    includes: [{ text: "eventInclude1" }, { text: "eventInclude2" }, { text: "eventInclude3" }],
    highlight: true,
  },
  {
    id: "loyalty",
    priceSar: sponsorship.loyaltySar,
    priceExtra: "loyaltyPriceExtra",
    title: "loyaltyTitle",
    duration: "loyaltyDuration",
    badge: "loyaltyBadge",
    benefits: ["loyaltyBenefit1", "loyaltyBenefit2", "loyaltyBenefit3"],
    includes: [{ text: "loyaltyInclude1" }, { text: "loyaltyInclude2" }, { text: "loyaltyInclude3" }],
  },
];

/** The #packages target of the page's "View Packages" link. */
export function SponsorshipPackages() {
  const t = useT(partnershipsMessages);
  const { language } = useLanguage();
  const sar = useMemo(
    () => new Intl.NumberFormat(language, { style: "currency", currency: "SAR", maximumFractionDigits: 0 }),
    [language],
  );
  return (
    <section id="packages" aria-labelledby="packages-heading" className="grid scroll-mt-24 gap-6">
      <div className="grid gap-2">
        <h2 id="packages-heading" className="text-2xl font-bold text-slate-900">
          {t("packagesHeading")}
        </h2>
        <p className="text-slate-600">{t("packagesLead")}</p>
      </div>
      <ul className="grid gap-6 lg:grid-cols-3">
        {packages.map((item) => (
          <li
            key={item.id}
            className={`card flex flex-col gap-5 ${item.highlight ? "border-2 border-brand-700" : ""}`}
          >
            <div className="grid gap-2">
              <span className="justify-self-start rounded-full bg-brand-100 px-3 py-0.5 text-xs font-semibold text-brand-800">
                {t(item.badge)}
              </span>
              <h3 className="text-xl font-bold text-slate-900">{t(item.title)}</h3>
              <p className="text-sm text-slate-600">{t(item.duration)}</p>
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-3xl font-bold text-brand-700">{sar.format(item.priceSar)}</span>
                {item.priceExtra ? (
                  <span className="text-sm font-semibold text-slate-700">{t(item.priceExtra)}</span>
                ) : null}
              </p>
            </div>
            <FeatureList
              heading={t("benefitsLabel")}
              items={item.benefits.map((key) => t(key))}
              Icon={Check}
            />
            <FeatureList
              heading={t("includesLabel")}
              items={item.includes.map(({ text, count }) => t(text, count ? { count } : undefined))}
              Icon={Plus}
            />
            <Link to="/contact" className={`mt-auto ${item.highlight ? "btn-primary" : "btn-outline"}`}>
              {t("choosePackage")}
              <span className="sr-only">: {t(item.title)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeatureList({ heading, items, Icon }: { heading: string; items: string[]; Icon: typeof Check }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{heading}</h4>
      <ul className="grid gap-2 text-sm text-slate-700">
        {items.map((text) => (
          <li key={text} className="flex gap-2">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
