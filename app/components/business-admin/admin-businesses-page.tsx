import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AdminBusiness } from "../../../worker/contract/businesses";
import { moderationStatuses } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { businessAdminMessages } from "../../i18n/messages/business-admin";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState } from "../admin/admin-kit";
import { inputClass } from "../ui/field";
import { BusinessAdminForm } from "./business-admin-form";
import { BusinessAdminRow } from "./business-admin-row";
import { adminBusinessesQuery, type StatusFilter } from "./queries";

const statusLabels = {
  pending: "statusPending",
  approved: "statusApproved",
  rejected: "statusRejected",
  hidden: "statusHidden",
} as const;

/** /admin/businesses: pending submissions first, then everything else, with every moderation action. */
export function AdminBusinessesPage() {
  const t = useT(businessAdminMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <AdminBusinessesContent />
    </AdminFrame>
  );
}

function AdminBusinessesContent() {
  const t = useT(businessAdminMessages);
  const admin = useT(adminMessages);
  const ids = useId();
  const [status, setStatus] = useState<StatusFilter>("all");
  // undefined: no form; null: the create form; a business: its edit form.
  const [editing, setEditing] = useState<AdminBusiness | null | undefined>(undefined);
  const query = useQuery(adminBusinessesQuery(status));
  const businesses = query.data ?? [];

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-status`} className="text-sm font-semibold text-slate-800">
            {t("filterLabel")}
          </label>
          <select
            id={`${ids}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            className={inputClass}
          >
            <option value="all">{t("filterAll")}</option>
            {moderationStatuses.map((value) => (
              <option key={value} value={value}>
                {admin(statusLabels[value])}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-primary" onClick={() => setEditing(null)}>
          {t("newBusiness")}
        </button>
      </div>
      {editing !== undefined ? (
        <BusinessAdminForm
          key={editing?.id ?? "new"}
          business={editing}
          onDone={() => setEditing(undefined)}
        />
      ) : null}
      <section aria-labelledby={`${ids}-list`} aria-busy={query.isFetching} className="grid gap-4">
        <h2 id={`${ids}-list`} className="text-xl font-semibold text-slate-900">
          {t("listHeading")}
        </h2>
        {query.isPending ? (
          <p role="status" className="text-slate-600">
            {t("loading")}
          </p>
        ) : null}
        <AdminListState
          isPending={query.isPending}
          isError={query.isError}
          isEmpty={businesses.length === 0}
          emptyText={t("empty")}
        >
          <ul className="grid gap-4">
            {businesses.map((business) => (
              <li key={business.id}>
                <BusinessAdminRow
                  business={business}
                  onEdit={() => {
                    setEditing(business);
                    window.scrollTo({ top: 0 });
                  }}
                />
              </li>
            ))}
          </ul>
        </AdminListState>
      </section>
    </div>
  );
}
