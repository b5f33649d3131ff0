import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { pagesMessages } from "../../i18n/messages/pages";
import { profileMessages } from "../../i18n/messages/profile";
import { shellMessages } from "../../i18n/messages/shell";
import { useAuth } from "../../queries/auth";
import { MemberOnly } from "../auth/member-only";
import type { NavEntry } from "../layout/bottom-nav-variants";
import { staffLinks } from "../layout/staff-links";
import { PageFrame } from "../page-frame";
import { MembershipTab } from "./membership-tab";
import { NetworkingTab } from "./networking-tab";
import { PreferencesForm } from "./preferences-form";
import { ProfileForm } from "./profile-form";
import type { ProfileTab } from "./profile-tab-ids";
import { SecuritySection } from "./security-section";
import { Tabs } from "./tabs";

type Props = { initialTab?: ProfileTab; onTabChange?: (tab: ProfileTab) => void };

/** /profile: signed-in members only. */
export function ProfileSettingsPage(props: Props) {
  return (
    <MemberOnly>
      <SignedInProfile {...props} />
    </MemberOnly>
  );
}

function SignedInProfile(props: Props) {
  const { user } = useAuth();
  return user ? <ProfileSettings user={user} {...props} /> : null;
}

export function ProfileSettings({
  user,
  initialTab = "profile",
  onTabChange,
}: Props & { user: CurrentUser }) {
  const t = useT(profileMessages);
  const pages = useT(pagesMessages);
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const staff = staffLinks(user);
  const select = (next: ProfileTab) => {
    setTab(next);
    onTabChange?.(next);
  };
  return (
    <PageFrame
      title={pages("profileTitle")}
      lead={pages("profileLead")}
      actions={staff.length ? <StaffLinks links={staff} /> : undefined}
    >
      <Tabs
        label={t("tabsLabel")}
        selected={tab}
        onSelect={select}
        items={[
          { id: "profile", label: t("tabProfile"), panel: <ProfileForm user={user} /> },
          {
            id: "preferences",
            label: t("tabPreferences"),
            panel: (
              <div className="grid gap-6">
                <PreferencesForm user={user} />
                <SecuritySection user={user} />
              </div>
            ),
          },
          { id: "membership", label: t("tabMembership"), panel: <MembershipTab user={user} /> },
          { id: "networking", label: t("tabNetworking"), panel: <NetworkingTab user={user} /> },
        ]}
      />
    </PageFrame>
  );
}

/** Admin for administrators, My door duties for stewards: the staff screens, one tap from the profile. */
function StaffLinks({ links }: { links: NavEntry[] }) {
  const t = useT(shellMessages);
  return links.map(({ to, label, Icon }) => (
    <Link key={to} to={to} className="btn-outline inline-flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4" />
      {t(label)}
    </Link>
  ));
}
