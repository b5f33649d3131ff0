import { marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { sectionTitle } from "./styles";

const stats = [
  ["statMembers", marketing.members],
  ["statCities", marketing.cities],
  ["statEvents", marketing.monthlyEvents],
  ["statJobs", marketing.jobPlacementsHome],
  ["statDiscounts", marketing.partnerLocations],
  ["statFounded", marketing.foundedYear],
] as const;

export function Stats() {
  const t = useT(landingMessages);
  return (
    <section aria-labelledby="landing-stats" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="landing-stats" className={sectionTitle}>
          {t("statsTitle")}
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {stats.map(([label, value]) => (
            // The figure reads first on screen, but the label comes first for screen readers (dt before dd).
            <div
              key={label}
              className="flex flex-col-reverse gap-1 rounded-xl bg-white p-4 text-center shadow-sm"
            >
              <dt className="text-sm text-slate-600">{t(label)}</dt>
              <dd className="text-3xl font-bold text-brand-700">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
