import { marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { StatList } from "../sections/stat-list";
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
        <StatList
          stats={stats.map(([label, value]) => ({ label: t(label), value }))}
          className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6"
          itemClassName="rounded-xl bg-white p-4 shadow-sm"
        />
      </div>
    </section>
  );
}
