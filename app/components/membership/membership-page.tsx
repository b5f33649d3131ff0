import { useT } from "../../i18n";
import { pagesMessages } from "../../i18n/messages/pages";
import { PageFrame } from "../page-frame";
import { RegistrationFlow } from "./registration-flow";

/** /membership: the registration flow (spec point 3). */
export function MembershipPage() {
  const t = useT(pagesMessages);
  return (
    <PageFrame title={t("membershipTitle")} lead={t("membershipLead")}>
      <RegistrationFlow />
    </PageFrame>
  );
}
