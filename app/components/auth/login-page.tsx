import { useT } from "../../i18n";
import { authMessages } from "../../i18n/messages/auth";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";
import { LoginSidePanel } from "./login-side-panel";

/**
 * /login (spec point 2): the sign-in form beside the programs and figures panel. Reached from a
 * members-only link (`next`), it says calmly why: "Sign in to continue."
 */
export function LoginPage({ next }: { next?: string }) {
  const t = useT(authMessages);
  return (
    <AuthLayout
      title={t("loginTitle")}
      lead={next ? t("signInToContinue") : t("loginLead")}
      aside={<LoginSidePanel />}
    >
      <LoginForm next={next} />
    </AuthLayout>
  );
}
