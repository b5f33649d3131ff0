import { useT } from "../../i18n";
import { type AdminImportTexts, adminImportMessages } from "../../i18n/messages/admin-import";

/** The accepted formats, in the words of the menus the admin saves from (issue 20). */
const formatLines = [
  "formatsExcel",
  "formatsExcelLegacy",
  "formatsSemicolon",
  "formatsSheets",
  "formatsDetected",
  "formatsWorkbook",
] as const satisfies readonly (keyof AdminImportTexts)[];

/** Which files the member import reads: folded under the file field, one line per program. */
export function ImportFormatsHelp() {
  const t = useT(adminImportMessages);
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-brand-800">{t("formatsSummary")}</summary>
      <ul className="mt-2 grid list-disc gap-1 ps-5">
        {formatLines.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </details>
  );
}
