import type { TenderSummary } from "../../../worker/contract/tenders";
import { useLanguage, useT } from "../../i18n";
import { tendersMessages } from "../../i18n/messages/tenders";
import { categoryLabel, formatDeadline, statusBadgeClass } from "./tender-format";

/** One tender's teaser; both buttons open the details dialog (documents focused for the second). */
export function TenderCard({
  tender,
  onOpen,
}: {
  tender: TenderSummary;
  onOpen: (focus: "details" | "documents") => void;
}) {
  const t = useT(tendersMessages);
  const { language } = useLanguage();
  const headingId = `tender-${tender.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="tender-card"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900" dir="auto">
            {tender.title}
          </h3>
          <p className="text-slate-700" dir="auto">
            {tender.organization}
          </p>
        </div>
        <ul className="flex flex-wrap gap-2 text-xs font-semibold">
          <li className={`rounded-full px-2.5 py-0.5 ${statusBadgeClass(tender.status)}`}>
            {t(tender.status === "Active" ? "statusActive" : "statusClosed")}
          </li>
          <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
            {categoryLabel(t, tender.category)}
          </li>
        </ul>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-600">{t("value")}:</dt>
          <dd className="font-semibold text-slate-900" dir="auto">
            {tender.value}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">{t("deadline")}:</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={tender.deadline}>{formatDeadline(tender.deadline, language)}</time>
          </dd>
        </div>
      </dl>
      <p className="text-slate-700" dir="auto">
        {tender.description}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary"
          aria-label={t("viewDetailsLabel", { title: tender.title })}
          onClick={() => onOpen("details")}
        >
          {t("viewDetails")}
        </button>
        <button
          type="button"
          className="btn-outline"
          aria-label={t("downloadDocumentsLabel", { title: tender.title })}
          onClick={() => onOpen("documents")}
        >
          {t("downloadDocuments")}
        </button>
      </div>
    </article>
  );
}
