import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import type { BusinessDetail } from "../../../worker/contract/businesses";
import { useT } from "../../i18n";
import { businessMessages } from "../../i18n/messages/business";
import { businessDetailMessages } from "../../i18n/messages/business-detail";
import { shellMessages } from "../../i18n/messages/shell";
import { api, pathParams } from "../../lib/api-client";
import { businessQuery } from "../../queries/businesses";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { BusinessBadges, RatingStars, ReviewsCount } from "./business-card";
import { BusinessReviews } from "./business-reviews";

function BackLink() {
  const t = useT(businessDetailMessages);
  return (
    <Link
      to="/business"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t("backToDirectory")}
    </Link>
  );
}

const notices = { pending: "noticePending", rejected: "noticeRejected", hidden: "noticeHidden" } as const;

export function BusinessDetailPage({ slug }: { slug: string }) {
  const t = useT(businessDetailMessages);
  const directory = useT(businessMessages);
  const query = useQuery(businessQuery(slug));

  if (query.isPending) {
    return (
      <PageFrame title={directory("title")}>
        <p role="status" className="text-slate-600">
          {t("loading")}
        </p>
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={directory("title")}>
        <div role="alert" className="card grid justify-items-start gap-3">
          <p className="text-slate-700">{t("loadError")}</p>
          <button type="button" className="btn-outline" onClick={() => query.refetch()}>
            {t("retry")}
          </button>
        </div>
      </PageFrame>
    );
  }
  if (query.data.status === "not_found") {
    return (
      <PageFrame title={t("notFoundTitle")} lead={t("notFoundText")}>
        <BackLink />
      </PageFrame>
    );
  }
  const { business } = query.data;
  return (
    <PageFrame title={business.name} lead={`${business.industry} · ${business.location}`}>
      <OfflineNote path={api.businesses[":slug"].$path(pathParams({ slug }))} />
      <div className="grid gap-8">
        <BackLink />
        {business.status !== "approved" ? (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
            {t(notices[business.status])}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <BusinessBadges business={business} />
          <RatingStars rating={business.rating} />
          <ReviewsCount count={business.reviewsCount} />
        </div>
        <div className="grid gap-8 lg:grid-cols-3">
          <section aria-labelledby="business-about" className="grid content-start gap-2 lg:col-span-2">
            <h2 id="business-about" className="text-xl font-semibold text-slate-900">
              {t("aboutHeading")}
            </h2>
            <p dir="auto" className="whitespace-pre-line text-slate-700">
              {business.description}
            </p>
          </section>
          <BusinessFacts business={business} />
        </div>
        <BusinessReviews
          slug={business.slug}
          businessName={business.name}
          approved={business.status === "approved"}
        />
      </div>
    </PageFrame>
  );
}

function BusinessFacts({ business }: { business: BusinessDetail }) {
  const t = useT(businessDetailMessages);
  const directory = useT(businessMessages);
  const shell = useT(shellMessages);
  const facts: [string, ReactNode][] = [
    [t("industry"), business.industry],
    [t("location"), business.location],
  ];
  if (business.website)
    facts.push([
      t("website"),
      <a
        key="website"
        href={business.website}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 break-all font-semibold text-brand-700 underline"
      >
        {business.website.replace(/^https:\/\//, "")}
        <span className="sr-only">
          {" "}
          {directory("websiteOf", { name: business.name })} {shell("opensInNewTab")}
        </span>
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      </a>,
    ]);
  if (business.contactEmail)
    facts.push([
      t("email"),
      <a key="email" href={`mailto:${business.contactEmail}`} className="break-all text-brand-700 underline">
        {business.contactEmail}
      </a>,
    ]);
  if (business.phone)
    facts.push([
      t("phone"),
      <a
        key="phone"
        href={`tel:${business.phone.replace(/[^+0-9]/g, "")}`}
        dir="ltr"
        className="text-brand-700 underline"
      >
        {business.phone}
      </a>,
    ]);
  if (business.employees) facts.push([t("employees"), business.employees]);
  if (business.founded) facts.push([t("founded"), String(business.founded)]);

  return (
    <section aria-labelledby="business-details" className="grid content-start gap-2">
      <h2 id="business-details" className="text-xl font-semibold text-slate-900">
        {t("detailsHeading")}
      </h2>
      <dl className="card grid content-start gap-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
