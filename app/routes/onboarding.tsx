import { createFileRoute } from "@tanstack/react-router";
import { MemberOnly } from "../components/auth/member-only";
import { OnboardingWizard } from "../components/onboarding/onboarding-wizard";
import { PageFrame } from "../components/page-frame";
import { useT } from "../i18n";
import { onboardingMessages } from "../i18n/messages/onboarding";

export const Route = createFileRoute("/onboarding")({
  component: OnboardingPage,
});

function OnboardingPage() {
  const t = useT(onboardingMessages);
  return (
    <MemberOnly>
      <PageFrame title={t("title")} lead={t("lead")}>
        <OnboardingWizard />
      </PageFrame>
    </MemberOnly>
  );
}
