import { useState } from "react";
import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";
import { AdminFrame } from "../admin/admin-frame";
import { AttendanceReportSection } from "./attendance-report";
import { CampaignResultsReportSection } from "./campaign-results-report";
import { InsightsFilters } from "./insights-filters";
import type { InsightFilters } from "./insights-queries";
import { MembersReport } from "./members-report";
import { PartnerChecksReportSection } from "./partner-checks-report";
import { RenewalsReportSection } from "./renewals-report";
import { RevenueReportSection } from "./revenue-report";

/** /admin/reports: the community reports, each a chart, its table and its downloads, under one filter. */
export function InsightsPage() {
  const t = useT(adminInsightsMessages);
  const [filters, setFilters] = useState<InsightFilters>({ from: "", to: "", city: "" });
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-6">
        <InsightsFilters filters={filters} onChange={setFilters} />
        <MembersReport filters={filters} />
        <RenewalsReportSection filters={filters} />
        <RevenueReportSection filters={filters} />
        <AttendanceReportSection filters={filters} />
        <CampaignResultsReportSection filters={filters} />
        <PartnerChecksReportSection filters={filters} />
      </div>
    </AdminFrame>
  );
}
