import type { AdminApplication } from "../../../worker/contract/membership-application";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminApplicationsMessages } from "../../i18n/messages/admin-applications";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { type AdminResource, ResourceCard, ResourcePage, StatusBadge } from "../admin/kit";

const applications = api.admin.applications;
type Review = Parameters<(typeof applications)[":id"]["review"]["$post"]>[0]["json"];
const review = (application: AdminApplication, json: Review) =>
  expectOk(applications[":id"].review.$post({ ...pathParams({ id: application.id }), json }));

/** Membership applications (the /membership application tab), pending first. */
function useApplicationsResource(): AdminResource<AdminApplication> {
  const t = useT(adminApplicationsMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const received = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  return {
    key: [applications.$path()],
    list: async () => (await unwrap(applications.$get())).applications,
    invalidate: [applications.$path()],
    rowKey: (application) => application.id,
    rowName: (application) => `${application.firstName} ${application.lastName}`,
    emptyText: t("empty"),
    actions: [
      {
        label: () => admin("approve"),
        hidden: (application) => application.status === "approved",
        run: (application) => review(application, { status: "approved" }),
      },
      {
        label: () => admin("reject"),
        hidden: (application) => application.status === "rejected",
        reason: {},
        run: (application, _rows, reason) =>
          review(application, { status: "rejected", reason: reason ?? "" }),
      },
    ],
    card: (application, actions) => {
      const rows: [string, string, boolean][] = [
        [t("email"), application.email, true],
        [t("phone"), application.phone, true],
        [t("city"), application.city, false],
        [t("profession"), application.profession, false],
        [t("company"), application.company ?? "", false],
        [t("experience"), application.experience, false],
        [t("membershipType"), application.membershipType, false],
        [t("marketing"), application.agreeMarketing ? t("yes") : t("no"), false],
        [t("received"), received.format(new Date(application.createdAt)), false],
      ];
      if (application.reviewNote) rows.push([t("note"), application.reviewNote, false]);
      return (
        <ResourceCard
          title={`${application.firstName} ${application.lastName}`}
          badges={<StatusBadge status={application.status} />}
          actions={actions}
        >
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
        </ResourceCard>
      );
    },
  };
}

/** /admin/applications: membership applications (the /membership application tab), pending first. */
export function ApplicationsAdminPage() {
  const t = useT(adminApplicationsMessages);
  const resource = useApplicationsResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
