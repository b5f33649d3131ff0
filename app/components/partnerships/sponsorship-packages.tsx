import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Check, Plus } from "lucide-react";
import { useMemo } from "react";
import { useLanguage, useT } from "../../i18n";
import { partnershipsMessages } from "../../i18n/messages/partnerships";
import { sponsorshipPackagesQuery } from "../../queries/membership-card";
import { useShownIn } from "../page-frame";
import type { LangAttributes } from "../ui/shown-in";

/** The package the page draws attention to: the event package, as the static page did. */
const HIGHLIGHTED_SLUG = "event";

/** The #packages target of the page's "View Packages" link; packages are managed by admins. */
export function SponsorshipPackages() {
  const t = useT(partnershipsMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const query = useQuery(sponsorshipPackagesQuery);
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
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t("packagesLoading")}
        </p>
      ) : query.isError ? (
        <div role="alert" className="grid gap-3 text-red-700">
          <p>{t("packagesError")}</p>
          <button type="button" className="btn-outline justify-self-start" onClick={() => query.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="text-slate-600">{t("packagesEmpty")}</p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-3">
          {query.data.map((item) => {
            const highlight = item.slug === HIGHLIGHTED_SLUG;
            return (
              <li
                key={item.id}
                className={`card flex flex-col gap-5 ${highlight ? "border-2 border-brand-700" : ""}`}
              >
                <div className="grid gap-2">
                  {item.badge ? (
                    <span
                      {...shownIn(item.shownIn.badge)}
                      className="justify-self-start rounded-full bg-brand-100 px-3 py-0.5 text-xs font-semibold text-brand-800"
                    >
                      {item.badge}
                    </span>
                  ) : null}
                  <h3 {...shownIn(item.shownIn.title)} className="text-xl font-bold text-slate-900">
                    {item.title}
                  </h3>
                  <p {...shownIn(item.shownIn.duration)} className="text-sm text-slate-600">
                    {item.duration}
                  </p>
                  <p className="text-3xl font-bold text-brand-700">{sar.format(item.priceHalalas / 100)}</p>
                </div>
                <FeatureList
                  heading={t("benefitsLabel")}
                  items={item.benefits}
                  lang={shownIn(item.shownIn.benefits)}
                  Icon={Check}
                />
                <FeatureList
                  heading={t("includesLabel")}
                  items={item.includes}
                  lang={shownIn(item.shownIn.includes)}
                  Icon={Plus}
                />
                <Link to="/contact" className={`mt-auto ${highlight ? "btn-primary" : "btn-outline"}`}>
                  {t("choosePackage")}
                  <span className="sr-only">: {item.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function FeatureList({
  heading,
  items,
  lang,
  Icon,
}: {
  heading: string;
  items: string[];
  /** Marks the lines when they are an English fallback. */
  lang: LangAttributes;
  Icon: typeof Check;
}) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{heading}</h4>
      <ul {...lang} className="grid gap-2 text-sm text-slate-700">
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
