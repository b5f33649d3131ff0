import { Navigate } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { homeMessages } from "../../i18n/messages/home";
import { useAuth } from "../../queries/auth";
import { CulturalCalendarCard } from "../calendar/cultural-calendar-card";
import { Feed } from "../feed/feed";
import { BusinessSpotlight } from "./business-spotlight";
import { FeaturedJobs } from "./featured-jobs";
import { IndustryGroups } from "./industry-groups";
import { ProfileSummary } from "./profile-summary";
import { QuickActions } from "./quick-actions";

/**
 * The signed-in home (spec point 2): profile summary, quick actions and industry groups; the feed;
 * the cultural calendar, featured jobs and business spotlight. One column on phones and tablets,
 * three from lg up. The feed comes first in the DOM, so a phone shows the composer and the first post
 * on its first screen (the side columns follow it); from lg up the grid places the columns start,
 * centre, end. Reading and tab order reach the feed first everywhere, as main content should.
 */
export function MemberHome() {
  const t = useT(homeMessages);
  const { user } = useAuth();
  // Members who stopped before finishing onboarding are brought back to it (spec point 4).
  if (user && !user.onboardingCompletedAt) return <Navigate to="/onboarding" replace />;
  if (!user) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="sr-only">{t("pageTitle")}</h1>
      <div
        data-testid="member-home"
        className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)_18rem] xl:grid-cols-[18rem_minmax(0,1fr)_20rem]"
      >
        <div data-testid="home-centre-column" className="grid min-w-0 gap-6 lg:col-start-2 lg:row-start-1">
          <Feed />
        </div>
        <aside
          data-testid="home-start-column"
          aria-label={t("profileSummary")}
          className="grid gap-6 lg:col-start-1 lg:row-start-1"
        >
          <ProfileSummary user={user} />
          <QuickActions />
          <IndustryGroups />
        </aside>
        <aside
          data-testid="home-end-column"
          aria-label={t("sideWidgets")}
          className="grid gap-6 lg:col-start-3 lg:row-start-1"
        >
          <CulturalCalendarCard />
          <FeaturedJobs />
          <BusinessSpotlight />
        </aside>
      </div>
    </div>
  );
}
