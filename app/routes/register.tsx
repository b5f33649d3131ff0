import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon, PageFrame } from "../components/page-frame";
import { useT } from "../i18n";
import { pagesMessages } from "../i18n/messages/pages";
import { shellMessages } from "../i18n/messages/shell";

export const Route = createFileRoute("/register")({
  component: RegisterPage,
});

function RegisterPage() {
  const t = useT(pagesMessages);
  const shell = useT(shellMessages);
  return (
    <PageFrame title={t("registerTitle")} lead={t("registerLead")}>
      <ComingSoon text={shell("comingSoonNote")} />
    </PageFrame>
  );
}
