import { Link } from "@tanstack/react-router";
import type { AdminBusiness } from "../../../worker/contract/businesses";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { businessAdminMessages } from "../../i18n/messages/business-admin";
import { ReasonAction, StatusBadge } from "../admin/admin-kit";
import { useBusinessActionMutation, useDeleteBusinessMutation } from "./queries";

/** One listing in the admin list: what it is, who sent it, and the moderation buttons its state allows. */
export function BusinessAdminRow({ business, onEdit }: { business: AdminBusiness; onEdit: () => void }) {
  const t = useT(businessAdminMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const approve = useBusinessActionMutation(t("approved"));
  const reject = useBusinessActionMutation(t("rejected"));
  const hide = useBusinessActionMutation(t("hidden"));
  const flags = useBusinessActionMutation();
  const remove = useDeleteBusinessMutation(admin("deleted"));
  const busy = approve.isPending || reject.isPending || hide.isPending || flags.isPending || remove.isPending;
  const headingId = `admin-business-${business.id}`;
  const created = new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(
    new Date(business.createdAt),
  );
  const { id, status } = business;

  return (
    <article aria-labelledby={headingId} className="card grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {business.name}
        </h3>
        <StatusBadge status={status} />
        {business.isVerified ? (
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">
            {t("verifiedBadge")}
          </span>
        ) : null}
        {business.featured ? (
          <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
            {t("featuredBadge")}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">
        {business.industry} · {business.location} · {t("createdOn", { date: created })}
      </p>
      <p className="text-sm text-slate-700">
        {business.ownerEmail
          ? t("submittedBy", { name: business.ownerName ?? "", email: business.ownerEmail })
          : t("addedByAdmin")}
      </p>
      <p dir="auto" className="line-clamp-3 text-slate-700">
        {business.description}
      </p>
      {business.reviewNote ? (
        <p dir="auto" className="text-sm text-slate-600">
          {t("reason", { reason: business.reviewNote })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        <Link
          to="/business/$slug"
          params={{ slug: business.slug }}
          aria-label={t("viewLabel", { name: business.name })}
          className="btn-ghost"
        >
          {t("view")}
        </Link>
        {status !== "approved" ? (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => approve.mutate({ id, action: "approve" })}
          >
            {admin("approve")}
          </button>
        ) : null}
        {status === "pending" ? (
          <ReasonAction
            label={admin("reject")}
            disabled={busy}
            onConfirm={(reason) => reject.mutate({ id, action: "reject", reason })}
          />
        ) : null}
        {status === "approved" ? (
          <ReasonAction
            label={admin("hide")}
            disabled={busy}
            onConfirm={(reason) => hide.mutate({ id, action: "hide", reason })}
          />
        ) : null}
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          onClick={() => flags.mutate({ id, action: business.isVerified ? "unverify" : "verify" })}
        >
          {business.isVerified ? t("unverify") : t("verify")}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          onClick={() => flags.mutate({ id, action: business.featured ? "unfeature" : "feature" })}
        >
          {business.featured ? t("unfeature") : t("feature")}
        </button>
        <button type="button" className="btn-outline" disabled={busy} onClick={onEdit}>
          {admin("edit")}
        </button>
        <button
          type="button"
          className="btn-ghost text-red-700"
          disabled={busy}
          onClick={() => {
            if (window.confirm(admin("confirmDelete", { name: business.name }))) remove.mutate(id);
          }}
        >
          {admin("delete")}
        </button>
      </div>
    </article>
  );
}
