import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { adminDashboardMessages } from "../../i18n/messages/admin-dashboard";
import { pagesMessages } from "../../i18n/messages/pages";
import { shellMessages } from "../../i18n/messages/shell";
import { ApiError } from "../../lib/api";
import { AdminFrame } from "../admin/admin-frame";
import { MemberImportPanel } from "../admin-import/member-import-panel";
import { ModerationQueueLink, PendingModerationList, RecentSignups, UpcomingEvents } from "./dashboard-lists";
import { DashboardStats } from "./dashboard-stats";
import { adminStatsQuery } from "./stats-query";
import { WelcomeEmailsAction } from "./welcome-emails-action";

/**
 * /admin (spec: stats, the CSV member import and the send-welcome-emails action), plus recent
 * sign-ups, upcoming events and what waits for moderation. Signed-out visitors get AdminFrame's
 * 'Unauthorized' toast and the sign-in redirect; members who are not admins get a 403 from the API
 * and see only a note.
 */
export function AdminDashboardPage() {
  const t = useT(pagesMessages);
  return (
    <AdminFrame title={t("adminTitle")} lead={t("adminLead")}>
      <DashboardContent />
    </AdminFrame>
  );
}

function DashboardContent() {
  const t = useT(adminDashboardMessages);
  const shell = useT(shellMessages);
  const { data, error, isPending } = useQuery(adminStatsQuery);
  if (isPending)
    return (
      <p role="status" className="text-slate-600">
        {shell("loading")}
      </p>
    );
  if (error instanceof ApiError && error.status === 403)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t("forbidden")}
      </p>
    );
  return (
    <>
      <DashboardStats stats={data} />
      <section aria-labelledby="dashboard-import" className="mb-8">
        <h2 id="dashboard-import" className="mb-3 text-lg font-semibold text-slate-900">
          {t("importHeading")}
        </h2>
        <MemberImportPanel />
      </section>
      <WelcomeEmailsAction />
      <PendingModerationList counts={data?.pendingModeration} />
      <ModerationQueueLink />
      <RecentSignups rows={data?.recentSignups} />
      <UpcomingEvents rows={data?.upcomingEvents} />
    </>
  );
}
