import type { ImportItemStatus, ImportResult } from "../../../worker/contract/member-import";
import { useT } from "../../i18n";
import { type AdminImportTexts, adminImportMessages } from "../../i18n/messages/admin-import";
import { api, pathParams } from "../../lib/api-client";
import { ScrollBox } from "../ui/scroll-box";

const statusLabel = {
  success: "statusSuccess",
  updated: "statusUpdated",
  skipped: "statusSkipped",
  failed: "statusFailed",
} as const satisfies Record<ImportItemStatus, keyof AdminImportTexts>;

/** The spec: 'success' is shown as good, anything else as failure (not imported by this run). */
const statusStyle = (status: ImportItemStatus) =>
  status === "success" ? "bg-brand-100 text-brand-900" : "bg-red-100 text-red-900";

/** A row per item of the file with its outcome, then the refused rows and the error report link. */
export function ImportResults({ result }: { result: ImportResult }) {
  const t = useT(adminImportMessages);
  return (
    <section aria-labelledby="import-results-heading" className="grid gap-4">
      <h3 id="import-results-heading" className="text-lg font-semibold text-slate-900">
        {t("resultsHeading")}
      </h3>
      <p className="text-slate-700">
        {t("resultsSummary", {
          created: result.created,
          updated: result.updated,
          skipped: result.skipped,
          failed: result.failed,
        })}
      </p>
      {result.imported.length < result.totalRows ? (
        <p className="text-sm text-slate-700">
          {t("resultsFirstRows", { shown: result.imported.length, total: result.totalRows })}
        </p>
      ) : null}
      <ScrollBox
        labelledBy="import-results-heading"
        className="max-h-96 overflow-auto rounded-lg border border-slate-200"
      >
        <table className="w-full text-start text-sm">
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t("columnLine")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("columnName")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("columnEmail")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("columnStatus")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.imported.map((item) => (
              <tr key={item.line} className="border-t border-slate-200">
                <td className="px-3 py-1.5 tabular-nums">{item.line}</td>
                <td className="px-3 py-1.5">{[item.firstName, item.lastName].filter(Boolean).join(" ")}</td>
                <td className="px-3 py-1.5" dir="ltr">
                  {item.email}
                </td>
                <td className="px-3 py-1.5">
                  <span
                    data-status={item.status}
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyle(item.status)}`}
                  >
                    {t(statusLabel[item.status])}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {result.errors.length > 0 ? (
        <div className="grid gap-2">
          <h4 id="import-results-errors" className="font-semibold text-slate-900">
            {t("errorsHeading")}
          </h4>
          <ScrollBox labelledBy="import-results-errors" className="max-h-60 overflow-auto">
            <ul className="list-disc ps-6 text-sm text-red-800">
              {result.errors.map((error) => (
                // Written in the admin's language by the server.
                <li key={error}>{error}</li>
              ))}
            </ul>
          </ScrollBox>
          <a
            className="text-brand-800 underline"
            href={api.admin["import-members"][":importId"]["errors.csv"].$path(
              pathParams({ importId: result.importId }),
            )}
            download
          >
            {t("downloadErrors")}
          </a>
        </div>
      ) : null}
    </section>
  );
}
