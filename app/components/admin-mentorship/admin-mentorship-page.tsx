import { useT } from "../../i18n";
import { mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { AdminFrame } from "../admin/admin-frame";
import { ResourceSection } from "../admin/kit";
import { useMentorsResource, useProgramsResource, useRequestsResource } from "./mentorship-resources";

/** /admin/mentorship: requests first (they need answers), then the mentors and programs members see. */
export function AdminMentorshipPage() {
  const t = useT(mentorshipAdminMessages);
  const requests = useRequestsResource();
  const mentors = useMentorsResource();
  const programs = useProgramsResource();
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-12">
        <ResourceSection id="admin-requests" heading={t("requestsHeading")} resource={requests} />
        <ResourceSection id="admin-mentors" heading={t("mentorsHeading")} resource={mentors} />
        <ResourceSection id="admin-programs" heading={t("programsHeading")} resource={programs} />
      </div>
    </AdminFrame>
  );
}
