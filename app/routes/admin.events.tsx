import { createFileRoute } from "@tanstack/react-router";
import { MemberOnly } from "../components/auth/member-only";
import { ComingSoon, PageFrame } from "../components/page-frame";
import { useT } from "../i18n";
import { pagesMessages } from "../i18n/messages/pages";
import { shellMessages } from "../i18n/messages/shell";

export const Route = createFileRoute("/admin/events")({
  component: AdminEventsPage,
});

function AdminEventsPage() {
  const t = useT(pagesMessages);
  const shell = useT(shellMessages);
  return (
    <MemberOnly area="admin">
      <PageFrame title={t("adminEventsTitle")} lead={t("adminEventsLead")}>
        <ComingSoon text={shell("comingSoonNote")} />
      </PageFrame>
    </MemberOnly>
  );
}
