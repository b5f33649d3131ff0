import { useT } from "../../i18n";
import { mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { AdminFrame } from "../admin/admin-frame";
import { MentorsPanel, ProgramsPanel } from "./catalog-panels";
import { RequestsPanel } from "./requests-panel";

/** /admin/mentorship: requests first (they need answers), then the mentors and programs members see. */
export function AdminMentorshipPage() {
  const t = useT(mentorshipAdminMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-12">
        <RequestsPanel />
        <MentorsPanel />
        <ProgramsPanel />
      </div>
    </AdminFrame>
  );
}
