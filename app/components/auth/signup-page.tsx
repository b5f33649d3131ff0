import { useT } from "../../i18n";
import { authMessages } from "../../i18n/messages/auth";
import { AuthLayout } from "./auth-layout";
import { SignupForm } from "./signup-form";

/** /signup: create an account, then onboarding. */
export function SignupPage() {
  const t = useT(authMessages);
  return (
    <AuthLayout title={t("signupTitle")} lead={t("signupLead")}>
      <SignupForm />
    </AuthLayout>
  );
}
