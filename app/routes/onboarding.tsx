import { createFileRoute } from "@tanstack/react-router";
import { MemberOnly } from "../components/auth/member-only";
import { OnboardingWizard } from "../components/onboarding/onboarding-wizard";
import { PageFrame } from "../components/page-frame";
import { useT } from "../i18n";
import { onboardingMessages } from "../i18n/messages/onboarding";
import { nextSearch } from "../lib/text-search";

export const Route = createFileRoute("/onboarding")({
  // ?next= is where to go once onboarding is done (sign-up and sign-in carry it on).
  validateSearch: nextSearch,
  component: OnboardingPage,
});

function OnboardingPage() {
  const t = useT(onboardingMessages);
  const { next } = Route.useSearch();
  return (
    <MemberOnly>
      <PageFrame title={t("title")} lead={t("lead")}>
        <OnboardingWizard next={next} />
      </PageFrame>
    </MemberOnly>
  );
}
