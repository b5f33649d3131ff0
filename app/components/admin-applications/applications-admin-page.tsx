import type { AdminApplication } from "../../../worker/contract/membership-application";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminApplicationsMessages } from "../../i18n/messages/admin-applications";
import { type MembershipTexts, membershipMessages } from "../../i18n/messages/membership";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { memberCityLabel } from "../../lib/member-cities";
import { type AdminResource, ResourceCard, ResourcePage, StatusBadge } from "../admin/kit";
import { useShownIn } from "../page-frame";
import type { LangAttributes } from "../ui/shown-in";

const applications = api.admin.applications;
type Row = { label: string; value: string } & LangAttributes;
type Review = Parameters<(typeof applications)[":id"]["review"]["$post"]>[0]["json"];
const review = (application: AdminApplication, json: Review) =>
  expectOk(applications[":id"].review.$post({ ...pathParams({ id: application.id }), json }));

/** Membership applications (the /membership application tab), pending first. */
function useApplicationsResource(): AdminResource<AdminApplication> {
  const t = useT(adminApplicationsMessages);
  const admin = useT(adminMessages);
  const member = useT(membershipMessages);
  const shownIn = useShownIn();
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
      // Value lists read through the membership form's own labels; the tier's name is admin-written
      // (in the reader's language, an English fallback marked as such).
      const label = (key: string, value: string) =>
        key in membershipMessages.en ? member(key as keyof MembershipTexts) : value;
      const rows: Row[] = [
        { label: t("email"), value: application.email, dir: "ltr" },
        { label: t("phone"), value: application.phone, dir: "ltr" },
        { label: t("city"), value: memberCityLabel(application.city, language) },
        {
          label: t("profession"),
          value: label(`profession_${application.profession}`, application.profession),
        },
        { label: t("company"), value: application.company ?? "" },
        {
          label: t("experience"),
          value: label(`experience_${application.experience}`, application.experience),
        },
        {
          label: t("membershipType"),
          value: application.tierName,
          ...shownIn(application.shownIn.tierName),
        },
        { label: t("marketing"), value: application.agreeMarketing ? t("yes") : t("no") },
        { label: t("received"), value: received.format(new Date(application.createdAt)) },
      ];
      if (application.reviewNote) rows.push({ label: t("note"), value: application.reviewNote });
      return (
        <ResourceCard
          title={`${application.firstName} ${application.lastName}`}
          badges={<StatusBadge status={application.status} />}
          actions={actions}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
            {rows.map(({ label, value, dir = "auto", lang }) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd dir={dir} lang={lang} className="text-start break-all">
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
