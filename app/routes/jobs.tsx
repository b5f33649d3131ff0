import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon, PageFrame } from "../components/page-frame";
import { useT } from "../i18n";
import { pagesMessages } from "../i18n/messages/pages";
import { shellMessages } from "../i18n/messages/shell";

export const Route = createFileRoute("/jobs")({
  component: JobsPage,
});

function JobsPage() {
  const t = useT(pagesMessages);
  const shell = useT(shellMessages);
  return (
    <PageFrame title={t("jobsTitle")} lead={t("jobsLead")}>
      <ComingSoon text={shell("comingSoonNote")} />
    </PageFrame>
  );
}
