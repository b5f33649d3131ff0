import { XLSX_PART_ROWS, xlsxParts } from "../../../worker/contract/admin-members";
import { useLanguage, useT } from "../../i18n";
import { adminMembersMessages } from "../../i18n/messages/admin-members";
import { api } from "../../lib/api-client";

/**
 * The members downloads for the list's filters: the CSV (every member, one file) and the Excel file,
 * which comes in parts of XLSX_PART_ROWS members when there are more (a Worker builds one in memory).
 */
export function ExportLinks({ query, total }: { query: Record<string, string>; total: number }) {
  const t = useT(adminMembersMessages);
  const { language } = useLanguage();
  const count = new Intl.NumberFormat(language);
  const parts = xlsxParts(total);
  const xlsx = (part?: number) =>
    api.admin["members.xlsx"].$path({ query: part ? { ...query, part: String(part) } : query });
  return (
    <div className="flex flex-wrap items-start gap-2">
      <a className="btn-outline" href={api.admin["members.csv"].$path({ query })} download>
        {t("exportCsv")}
      </a>
      {parts === 1 ? (
        <a className="btn-outline" href={xlsx()} download>
          {t("exportXlsx")}
        </a>
      ) : (
        <details className="grid gap-2">
          <summary className="btn-outline cursor-pointer">{t("exportXlsxParts", { parts })}</summary>
          <p className="max-w-xs text-xs text-slate-600">
            {t("exportXlsxPartsHint", { size: count.format(XLSX_PART_ROWS) })}
          </p>
          <ul className="grid gap-1 text-sm">
            {Array.from({ length: parts }, (_, index) => {
              const from = index * XLSX_PART_ROWS + 1;
              const to = Math.min(total, (index + 1) * XLSX_PART_ROWS);
              return (
                <li key={from}>
                  <a
                    className="font-medium text-brand-700 underline underline-offset-4"
                    href={xlsx(index + 1)}
                    download
                  >
                    {t("exportXlsxPart", { from: count.format(from), to: count.format(to) })}
                  </a>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </div>
  );
}
