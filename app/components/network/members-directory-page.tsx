import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { EyeOff } from "lucide-react";
import { useT } from "../../i18n";
import { networkMessages } from "../../i18n/messages/network";
import type { DirectoryFilters } from "../../queries/members";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { consentsQuery } from "../privacy/use-privacy";
import { DirectoryFilterForm } from "./directory-filters";
import { DirectoryResults } from "./directory-results";

/** /members (signed-in members): find members who share their profile. */
export function MembersDirectoryPage({ filters }: { filters: DirectoryFilters }) {
  return (
    <MemberOnly>
      <MembersDirectory filters={filters} />
    </MemberOnly>
  );
}

export function MembersDirectory({ filters }: { filters: DirectoryFilters }) {
  const t = useT(networkMessages);
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-8">
        <NotSharingNotice />
        <DirectoryFilterForm filters={filters} />
        <DirectoryResults filters={filters} />
      </div>
    </PageFrame>
  );
}

/** Tells a member who does not share their profile that others cannot find them, and where to change it. */
function NotSharingNotice() {
  const t = useT(networkMessages);
  const consents = useQuery(consentsQuery);
  if (!consents.data || consents.data.current.profile_sharing?.granted) return null;
  return (
    <div className="grid gap-1 rounded-lg bg-amber-50 p-4 text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <EyeOff aria-hidden="true" className="size-4" />
        {t("notSharingTitle")}
      </p>
      <p className="text-sm">
        {t("notSharingText")}{" "}
        <Link to="/privacy-settings" className="font-semibold underline">
          {t("notSharingLink")}
        </Link>
      </p>
    </div>
  );
}
