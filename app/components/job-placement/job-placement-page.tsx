import { ClipboardCheck, FileText, type LucideIcon, MessageSquare, Plane } from "lucide-react";
import { marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { jobPlacementMessages } from "../../i18n/messages/job-placement";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { StatList } from "../sections/stat-list";
import { PlacementCta, PlacementSteps, PlacementStories } from "./placement-sections";

type JobPlacementKey = keyof typeof jobPlacementMessages.en;

const stats: readonly { label: JobPlacementKey; value: string }[] = [
  { label: "statJobsPlaced", value: marketing.jobPlacement.jobsPlaced },
  { label: "statSuccessRate", value: marketing.jobPlacement.successRate },
  { label: "statPartnerCompanies", value: marketing.jobPlacement.partnerCompanies },
  { label: "statSalaryIncrease", value: marketing.jobPlacement.salaryIncrease },
];

const services: readonly { Icon: LucideIcon; title: JobPlacementKey; text: JobPlacementKey }[] = [
  { Icon: FileText, title: "cvTitle", text: "cvText" },
  { Icon: MessageSquare, title: "interviewTitle", text: "interviewText" },
  { Icon: Plane, title: "visaTitle", text: "visaText" },
  { Icon: ClipboardCheck, title: "consultingTitle", text: "consultingText" },
];

/** /job-placement is in the signed-in route set only. */
export function JobPlacementPage() {
  return (
    <MemberOnly>
      <JobPlacementContent />
    </MemberOnly>
  );
}

export function JobPlacementContent() {
  const t = useT(jobPlacementMessages);
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-12">
        <section aria-labelledby="placement-stats">
          <h2 id="placement-stats" className="sr-only">
            {t("statsHeading")}
          </h2>
          <StatList stats={stats.map(({ label, value }) => ({ label: t(label), value }))} />
        </section>
        <section aria-labelledby="placement-services" className="grid gap-6">
          <h2 id="placement-services" className="text-2xl font-bold text-slate-900">
            {t("servicesHeading")}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map(({ Icon, title, text }) => (
              <li key={title} className="card grid content-start gap-3">
                <span className="grid size-12 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
                <p className="text-slate-600">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <PlacementSteps />
        <PlacementStories />
        <PlacementCta />
      </div>
    </PageFrame>
  );
}
