import { createFileRoute } from "@tanstack/react-router";
import { MemberOnly } from "../components/auth/member-only";
import { ComingSoon, PageFrame } from "../components/page-frame";
import { useT } from "../i18n";
import { pagesMessages } from "../i18n/messages/pages";
import { shellMessages } from "../i18n/messages/shell";

export const Route = createFileRoute("/profile/")({
  component: ProfilePage,
});

function ProfilePage() {
  const t = useT(pagesMessages);
  const shell = useT(shellMessages);
  return (
    <MemberOnly>
      <PageFrame title={t("profileTitle")} lead={t("profileLead")}>
        <ComingSoon text={shell("comingSoonNote")} />
      </PageFrame>
    </MemberOnly>
  );
}
