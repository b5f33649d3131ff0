import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ImportRunStatus } from "../../../worker/contract/member-import";
import { useLanguage, useT } from "../../i18n";
import { type AdminImportTexts, adminImportMessages } from "../../i18n/messages/admin-import";
import { api, pathParams, unwrap } from "../../lib/api-client";
import { ScrollBox } from "../ui/scroll-box";

export const importHistoryKey = "admin-import-history";

const runLabel = {
  running: "runRunning",
  done: "runDone",
  failed: "runFailed",
} as const satisfies Record<ImportRunStatus, keyof AdminImportTexts>;

/** Who imported which file when, how it went, and each run's error report. Newest first. */
export function ImportHistory() {
  const t = useT(adminImportMessages);
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: [importHistoryKey, page],
    queryFn: () => unwrap(api.admin["import-members"].$get({ query: { page: String(page) } })),
  });
  const when = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const data = history.data;
  return (
    <section aria-labelledby="import-history-heading" className="grid gap-3">
      <h3 id="import-history-heading" className="text-lg font-semibold text-slate-900">
        {t("historyHeading")}
      </h3>
      {history.isError ? (
        <p role="alert" className="text-red-700">
          {t("historyLoadError")}
        </p>
      ) : data && data.imports.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-slate-600">
          {t("historyEmpty")}
        </p>
      ) : data ? (
        <ScrollBox labelledBy="import-history-heading" className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                {[
                  t("columnWhen"),
                  t("columnWho"),
                  t("columnFile"),
                  t("columnCounts"),
                  t("columnStatus"),
                  t("errorReport"),
                ].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 text-start">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.imports.map((run) => (
                <tr key={run.id} className="border-t border-slate-200">
                  <td className="px-3 py-1.5 whitespace-nowrap">{when.format(new Date(run.createdAt))}</td>
                  <td className="px-3 py-1.5">{run.adminName}</td>
                  <td className="px-3 py-1.5 break-all" dir="auto">
                    {run.fileName}
                  </td>
                  <td className="px-3 py-1.5 tabular-nums" dir="ltr">
                    {run.createdCount} / {run.updatedCount} / {run.skippedCount} / {run.failedCount}
                  </td>
                  <td className="px-3 py-1.5">{t(runLabel[run.status])}</td>
                  <td className="px-3 py-1.5">
                    {run.failedCount > 0 ? (
                      <a
                        className="text-brand-800 underline"
                        href={api.admin["import-members"][":importId"]["errors.csv"].$path(
                          pathParams({ importId: run.id }),
                        )}
                        download
                        aria-label={`${t("errorReport")}: ${run.fileName}`}
                      >
                        {t("errorReport")}
                      </a>
                    ) : (
                      t("noErrors")
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.total > data.pageSize ? (
            <div className="mt-2 flex gap-2">
              <button
                type="button"
                className="btn-outline"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                {t("previousPage")}
              </button>
              <button
                type="button"
                className="btn-outline"
                disabled={page * data.pageSize >= data.total}
                onClick={() => setPage(page + 1)}
              >
                {t("nextPage")}
              </button>
            </div>
          ) : null}
        </ScrollBox>
      ) : null}
    </section>
  );
}
