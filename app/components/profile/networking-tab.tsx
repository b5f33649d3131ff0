import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { SavedJobsCard } from "../jobs/saved-jobs-card";
import { QrCard } from "./qr-card";

/** The QR card for every member, the spec's fixed zeros until networking exists, and saved jobs. */
export function NetworkingTab({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const stats = [t("connections"), t("profileViews"), t("endorsements")];
  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
      <QrCard user={user} />
      <section className="card grid content-start gap-4">
        <h2 className="text-xl font-bold text-slate-900">{t("networkStats")}</h2>
        <dl className="grid grid-cols-3 gap-3">
          {stats.map((label) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 text-center">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{(0).toLocaleString()}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-600">{t("sharingNote")}</p>
      </section>
      <div className="lg:col-span-2">
        <SavedJobsCard />
      </div>
    </div>
  );
}
