import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon, PageFrame } from "../components/page-frame";
import { useT } from "../i18n";
import { pagesMessages } from "../i18n/messages/pages";
import { shellMessages } from "../i18n/messages/shell";

export const Route = createFileRoute("/membership")({
  component: MembershipPage,
});

function MembershipPage() {
  const t = useT(pagesMessages);
  const shell = useT(shellMessages);
  return (
    <PageFrame title={t("membershipTitle")} lead={t("membershipLead")}>
      <ComingSoon text={shell("comingSoonNote")} />
    </PageFrame>
  );
}
