import { useQuery } from "@tanstack/react-query";
import type { AdminApplication } from "../../../worker/contract/membership-application";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminApplicationsMessages } from "../../i18n/messages/admin-applications";
import { apiRequest, getJson } from "../../lib/api";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, ReasonAction, StatusBadge, useAdminMutation } from "../admin/admin-kit";

const BASE = "/api/admin/applications";

/** /admin/applications: membership applications (the /membership application tab), pending first. */
export function ApplicationsAdminPage() {
  const t = useT(adminApplicationsMessages);
  const { data, isPending, isError } = useQuery({
    queryKey: [BASE],
    queryFn: async () => (await getJson<{ applications: AdminApplication[] }>(BASE))?.applications ?? [],
  });
  const applications = data ?? [];
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <AdminListState
        isPending={isPending}
        isError={isError}
        isEmpty={applications.length === 0}
        emptyText={t("empty")}
      >
        <ul className="grid gap-4">
          {applications.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      </AdminListState>
    </AdminFrame>
  );
}

function ApplicationCard({ application }: { application: AdminApplication }) {
  const t = useT(adminApplicationsMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const review = useAdminMutation({
    mutationFn: (body: { status: "approved" } | { status: "rejected"; reason: string }) =>
      apiRequest("POST", `${BASE}/${application.id}/review`, body),
    invalidate: [BASE],
  });
  const headingId = `application-${application.id}`;
  const rows: [string, string, boolean][] = [
    [t("email"), application.email, true],
    [t("phone"), application.phone, true],
    [t("city"), application.city, false],
    [t("profession"), application.profession, false],
    [t("company"), application.company ?? "", false],
    [t("experience"), application.experience, false],
    [t("membershipType"), application.membershipType, false],
    [t("marketing"), application.agreeMarketing ? t("yes") : t("no"), false],
    [
      t("received"),
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(application.createdAt),
      ),
      false,
    ],
  ];
  if (application.reviewNote) rows.push([t("note"), application.reviewNote, false]);
  return (
    <li>
      <article aria-labelledby={headingId} className="card grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <StatusBadge status={application.status} />
            <h2 id={headingId} dir="auto" className="text-lg font-semibold text-slate-900">
              {application.firstName} {application.lastName}
            </h2>
          </div>
          <div className="flex flex-wrap gap-2">
            {application.status !== "approved" ? (
              <button
                type="button"
                className="btn-primary"
                disabled={review.isPending}
                onClick={() => review.mutate({ status: "approved" })}
              >
                {admin("approve")}
              </button>
            ) : null}
            {application.status !== "rejected" ? (
              <ReasonAction
                label={admin("reject")}
                disabled={review.isPending}
                onConfirm={(reason) => review.mutate({ status: "rejected", reason })}
              />
            ) : null}
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
          {rows.map(([label, value, ltr]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd dir={ltr ? "ltr" : "auto"} className="text-start break-all">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}
