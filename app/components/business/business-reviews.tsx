import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Star } from "lucide-react";
import { lazy, Suspense } from "react";
import type { BusinessReview } from "../../../worker/contract/businesses";
import { useLanguage, useT } from "../../i18n";
import { businessDetailMessages } from "../../i18n/messages/business-detail";
import { businessReviewsQuery } from "../../queries/businesses";

// The form (and the zod schema it checks with) loads only for members who may review.
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

/** Stars as decoration; the words beside them carry the rating for screen readers. */
export function ReviewStars({ rating }: { rating: number }) {
  const t = useT(businessDetailMessages);
  return (
    <span className="inline-flex items-center gap-0.5">
      <span className="sr-only">{t("starsOutOfFive", { rating })}</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= rating ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-slate-300"}
        />
      ))}
    </span>
  );
}

function ReviewItem({ review }: { review: BusinessReview }) {
  const t = useT(businessDetailMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(review.createdAt));
  const headingId = `review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="card grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {review.reviewerName}
        </h3>
        <p className="text-sm text-slate-600">
          <time dateTime={review.createdAt}>{date}</time>
          {review.updatedAt ? ` · ${t("edited")}` : ""}
        </p>
      </div>
      <ReviewStars rating={review.rating} />
      <p dir="auto" className="whitespace-pre-line text-slate-700">
        {review.body}
      </p>
    </article>
  );
}

/** The reviews (newest first) and, beside them, what the asker may do: sign in, nothing (owner) or review. */
export function BusinessReviews({
  slug,
  businessName,
  approved,
}: {
  slug: string;
  businessName: string;
  approved: boolean;
}) {
  const t = useT(businessDetailMessages);
  const query = useQuery(businessReviewsQuery(slug));

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <section
        aria-labelledby="business-reviews"
        aria-busy={query.isFetching}
        className="grid content-start gap-4 lg:col-span-2"
      >
        <h2 id="business-reviews" className="text-xl font-semibold text-slate-900">
          {t("reviewsHeading")}
        </h2>
        {query.isPending ? (
          <p role="status" className="text-slate-600">
            {t("reviewsLoading")}
          </p>
        ) : query.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-slate-700">{t("reviewsError")}</p>
            <button type="button" className="btn-outline" onClick={() => query.refetch()}>
              {t("retry")}
            </button>
          </div>
        ) : query.data.reviews.length === 0 ? (
          <div className="card grid gap-1 text-center">
            <h3 className="text-lg font-semibold text-slate-900">{t("noReviewsTitle")}</h3>
            <p className="text-slate-600">{t("noReviewsText", { name: businessName })}</p>
          </div>
        ) : (
          <ul className="grid gap-4">
            {query.data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {approved && query.data ? (
        <ReviewSide
          slug={slug}
          businessName={businessName}
          viewer={query.data.viewer}
          mine={query.data.mine}
        />
      ) : null}
    </div>
  );
}

function ReviewSide({
  slug,
  businessName,
  viewer,
  mine,
}: {
  slug: string;
  businessName: string;
  viewer: "visitor" | "owner" | "member";
  mine: BusinessReview | null;
}) {
  const t = useT(businessDetailMessages);
  if (viewer === "member") {
    // Keyed by the saved review, so a fresh save (or delete) resets the form to what is stored.
    return (
      <Suspense fallback={null}>
        <ReviewForm
          key={mine ? `${mine.id}-${mine.updatedAt ?? ""}` : "new"}
          slug={slug}
          businessName={businessName}
          mine={mine}
        />
      </Suspense>
    );
  }
  return (
    <section aria-labelledby="review-side" className="card grid content-start gap-3 self-start">
      <h2 id="review-side" className="text-lg font-semibold text-slate-900">
        {t("formHeadingNew")}
      </h2>
      {viewer === "owner" ? (
        <p className="text-slate-700">{t("ownerCannotReview")}</p>
      ) : (
        <>
          <p className="text-slate-700">{t("signInLead")}</p>
          <Link to="/login" search={{ next: `/business/${slug}` }} className="btn-primary justify-self-start">
            {t("signInToReview")}
          </Link>
        </>
      )}
    </section>
  );
}
