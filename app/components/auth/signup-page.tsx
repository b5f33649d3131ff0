import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useT } from "../../i18n";
import { authMessages } from "../../i18n/messages/auth";
import { useAuth } from "../../queries/auth";
import { afterSignInPath } from "./after-sign-in";
import { AuthLayout } from "./auth-layout";
import { CheckEmail } from "./check-email";
import { SignupForm } from "./signup-form";

/**
 * /signup: create an account, then "check your email" (the mailed link signs in on onboarding), then
 * `next` if given. A member already signed in goes on at once (the landing's "Get your card" then ends
 * straight on the card).
 */
export function SignupPage({ next }: { next?: string }) {
  const t = useT(authMessages);
  const { user } = useAuth();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => {
    if (user) void navigate({ href: afterSignInPath(user, next), replace: true });
  }, [user, next, navigate]);
  if (sentTo) {
    return (
      <AuthLayout title={t("checkEmailTitle")} lead={t("signupLead")}>
        <CheckEmail email={sentTo} onStartAgain={() => setSentTo(null)} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("signupTitle")} lead={t("signupLead")}>
      <SignupForm next={next} onSent={setSentTo} />
    </AuthLayout>
  );
}
