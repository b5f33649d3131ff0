import { useT } from "../../i18n";
import { pagesMessages } from "../../i18n/messages/pages";
import { shellMessages } from "../../i18n/messages/shell";
import { ComingSoon, PageFrame } from "../page-frame";

/** Served at /forums and /community. */
export function ForumsPage() {
  const t = useT(pagesMessages);
  const shell = useT(shellMessages);
  return (
    <PageFrame title={t("forumsTitle")} lead={t("forumsLead")}>
      <ComingSoon text={shell("comingSoonNote")} />
    </PageFrame>
  );
}
