import { Link } from "@tanstack/react-router";
import { BadgeCheck, ExternalLink, MapPin, Star } from "lucide-react";
import type { BusinessSummary } from "../../../worker/contract/businesses";
import { useT } from "../../i18n";
import { businessMessages } from "../../i18n/messages/business";
import { shellMessages } from "../../i18n/messages/shell";

/** Five stars filled to the rating; the stars are decoration, the words carry the rating. */
export function RatingStars({ rating }: { rating: string }) {
  const t = useT(businessMessages);
  const value = Number(rating);
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">{t("ratedOutOf", { rating })}</span>
      <span aria-hidden="true" className="inline-flex items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={
              n <= Math.round(value) ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-slate-300"
            }
          />
        ))}
        <span className="ms-1 text-sm font-semibold text-slate-800">{rating}</span>
      </span>
    </span>
  );
}

export function ReviewsCount({ count }: { count: number }) {
  const t = useT(businessMessages);
  return (
    <span className="text-sm text-slate-600">{count === 1 ? t("oneReview") : t("reviews", { count })}</span>
  );
}

/** The verified badge (an admin checked the business) and the halal badge. */
export function BusinessBadges({
  business,
}: {
  business: Pick<BusinessSummary, "isVerified" | "halalCertified">;
}) {
  const t = useT(businessMessages);
  if (!business.isVerified && !business.halalCertified) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {business.isVerified ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t("verified")}
        </span>
      ) : null}
      {business.halalCertified ? (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {t("halalCertified")}
        </span>
      ) : null}
    </div>
  );
}

export function BusinessCard({ business }: { business: BusinessSummary }) {
  const t = useT(businessMessages);
  const shell = useT(shellMessages);
  const headingId = `business-${business.slug}`;
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          <Link
            to="/business/$slug"
            params={{ slug: business.slug }}
            className="underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {business.name}
          </Link>
        </h3>
        <BusinessBadges business={business} />
      </div>
      <p className="text-sm font-medium text-brand-700">{business.industry}</p>
      <p className="text-slate-700">{business.description}</p>
      <p className="inline-flex items-center gap-1 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4" />
        {business.location}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={business.rating} />
        <ReviewsCount count={business.reviewsCount} />
      </div>
      {business.employees || business.founded ? (
        <p className="text-sm text-slate-600">
          {[
            business.employees ? t("employees", { count: business.employees }) : "",
            business.founded ? t("founded", { year: business.founded }) : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {business.website ? (
        <a
          href={business.website}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t("visitWebsite")}
          <span className="sr-only">
            {" "}
            {t("websiteOf", { name: business.name })} {shell("opensInNewTab")}
          </span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </article>
  );
}
