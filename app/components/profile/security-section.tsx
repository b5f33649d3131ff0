import { useId } from "react";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { ChangePassword } from "./change-password";
import { SessionsList } from "./sessions-list";

export function SecuritySection({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card grid gap-8">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t("securityHeading")}
      </h2>
      <ChangePassword
        account={{ email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(" ") }}
      />
      <SessionsList />
    </section>
  );
}
