import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../../worker/contract/user";
import { useLanguage, useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { homeSummaryQuery } from "../../queries/home";
import { SavedJobsCard } from "../jobs/saved-jobs-card";
import { ConnectionRequestsCard } from "../network/connection-requests";
import { PeopleYouMayKnowCard } from "../network/people-you-may-know";
import { ProfileSharingSwitch } from "../network/profile-sharing-switch";
import { QrCard } from "./qr-card";

/**
 * The QR card for every member, their network counts, connection requests to answer, people they may
 * know, and saved jobs. Connections (accepted only) and profile views
 * (last 30 days) are real (GET /api/home/summary); endorsements stay at the spec's zero until members
 * can endorse each other.
 */
export function NetworkingTab({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const { language } = useLanguage();
  const summary = useQuery(homeSummaryQuery).data?.counts;
  const stats = [
    { label: t("connections"), value: summary?.connections },
    { label: t("profileViews"), value: summary?.profileViews },
    { label: t("endorsements"), value: 0 },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
      <QrCard user={user} />
      <section className="card grid content-start gap-4">
        <h2 className="text-xl font-bold text-slate-900">{t("networkStats")}</h2>
        <dl className="grid grid-cols-3 gap-3">
          {stats.map(({ label, value }) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 text-center">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900">
                {value === undefined ? "–" : value.toLocaleString(language)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-600">{t("sharingNote")}</p>
      </section>
      <ProfileSharingSwitch />
      <ConnectionRequestsCard />
      <PeopleYouMayKnowCard />
      <div className="lg:col-span-2">
        <SavedJobsCard />
      </div>
    </div>
  );
}
