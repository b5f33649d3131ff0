import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BadgeCheck, Star } from "lucide-react";
import { useT } from "../../i18n";
import { homeMessages } from "../../i18n/messages/home";
import { SPOTLIGHT_BUSINESSES_SHOWN, spotlightBusinessesQuery } from "../../queries/home";
import { WidgetCard, widgetState } from "./widget-card";

/** Spec point 9: fetch 4 businesses, show 3, each opening its directory page. */
export function BusinessSpotlight() {
  const t = useT(homeMessages);
  const businesses = useQuery(spotlightBusinessesQuery);
  return (
    <WidgetCard
      id="business-spotlight"
      title={t("businessSpotlight")}
      state={widgetState(businesses)}
      texts={{ loading: t("businessesLoading"), error: t("businessesError"), empty: t("businessesEmpty") }}
      onRetry={() => void businesses.refetch()}
      allLink={{ to: "/business", label: t("viewAllBusinesses") }}
    >
      <ul className="grid gap-3">
        {(businesses.data ?? []).slice(0, SPOTLIGHT_BUSINESSES_SHOWN).map((business) => (
          <li key={business.id} className="grid gap-0.5">
            <Link
              to="/business/$slug"
              params={{ slug: business.slug }}
              className="text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              {business.name}
            </Link>
            <span className="text-xs text-slate-600">
              {business.industry} · {business.location}
            </span>
            <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-3.5 text-amber-500" />
                {t("rating", { rating: business.rating })}
              </span>
              {business.halalCertified ? (
                <span className="inline-flex items-center gap-1 text-emerald-800">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {t("halalCertified")}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
