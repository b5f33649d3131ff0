import { createFileRoute } from "@tanstack/react-router";
import { ProfileSettingsPage } from "../components/profile/profile-settings-page";
import { type ProfileTab, parseProfileTab } from "../components/profile/profile-tab-ids";

export const Route = createFileRoute("/profile/")({
  // ?tab=networking opens a tab directly (and survives a reload); unknown values fall back to the first.
  validateSearch: (search: Record<string, unknown>): { tab?: ProfileTab } => ({
    tab: parseProfileTab(search.tab),
  }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfileSettingsPage
      initialTab={tab}
      onTabChange={(next) => navigate({ search: { tab: next }, replace: true })}
    />
  );
}
