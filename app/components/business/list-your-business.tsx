import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { isPaidTier, type ModerationStatus } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { businessSubmitMessages } from "../../i18n/messages/business-submit";
import { useAuth } from "../../queries/auth";
import { myBusinessesQuery } from "../../queries/businesses";
import { BusinessSubmitForm } from "./business-submit-form";

/** The API's rule (worker/domain/businesses/submissions.ts, which enforces it): a paid tier lists. */
const includesDirectoryListing = isPaidTier;

/**
 * The "List your business" panel on /business: visitors are asked to sign in, members without a
 * listing benefit get the upgrade link, Premium and Executive members get the form. Anyone signed in
 * sees the listings they already submitted, with their status.
 */
export function ListYourBusiness({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT(businessSubmitMessages);
  const { user, isLoading } = useAuth();
  // A 403 from the server (the tier changed meanwhile) turns the form into the upgrade message.
  const [refused, setRefused] = useState(false);
  const canList = includesDirectoryListing(user?.membershipTier) && !refused;

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="card mb-8 grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
            {t("panelHeading")}
          </h2>
          <p className="max-w-3xl text-slate-600">{t("panelLead")}</p>
        </div>
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t("close")}
        </button>
      </div>
      {isLoading ? (
        <p role="status" className="text-slate-600">
          {t("checking")}
        </p>
      ) : !user ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-slate-700">{t("signInText")}</p>
          <Link to="/login" search={{ next: "/business" }} className="btn-primary">
            {t("signInLink")}
          </Link>
        </div>
      ) : canList ? (
        <BusinessSubmitForm onNeedsUpgrade={() => setRefused(true)} />
      ) : (
        <div role={refused ? "alert" : undefined} className="grid justify-items-start gap-3">
          <p className="text-slate-700">{t("upgradeText")}</p>
          <Link to="/subscription" className="btn-primary">
            {t("upgradeLink")}
          </Link>
        </div>
      )}
      {user ? <MyBusinesses /> : null}
    </section>
  );
}

const statusKeys: Record<
  ModerationStatus,
  "statusPending" | "statusApproved" | "statusRejected" | "statusHidden"
> = {
  pending: "statusPending",
  approved: "statusApproved",
  rejected: "statusRejected",
  hidden: "statusHidden",
};
const statusStyles: Record<ModerationStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-brand-100 text-brand-900",
  rejected: "bg-red-100 text-red-900",
  hidden: "bg-slate-200 text-slate-800",
};

function MyBusinesses() {
  const t = useT(businessSubmitMessages);
  const query = useQuery(myBusinessesQuery);
  const mine = query.data ?? [];
  return (
    <section aria-labelledby="my-businesses" aria-busy={query.isFetching} className="grid gap-3">
      <h3 id="my-businesses" className="text-lg font-semibold text-slate-900">
        {t("mineHeading")}
      </h3>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t("mineLoading")}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {t("mineError")}
        </p>
      ) : mine.length === 0 ? (
        <p className="text-slate-600">{t("mineEmpty")}</p>
      ) : (
        <ul className="grid gap-2">
          {mine.map((business) => (
            <li
              key={business.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 p-3"
            >
              <Link
                to="/business/$slug"
                params={{ slug: business.slug }}
                className="font-semibold text-brand-700 underline"
              >
                {business.name}
              </Link>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[business.status]}`}
              >
                {t(statusKeys[business.status])}
              </span>
              {business.reviewNote && business.status !== "approved" ? (
                <p dir="auto" className="basis-full text-sm text-slate-600">
                  {t("reason", { reason: business.reviewNote })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
