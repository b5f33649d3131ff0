import { cityLabel } from "../../../worker/contract/cities";
import type { Language } from "../../../worker/contract/enums";
import type { ImportField, ImportPreview } from "../../../worker/contract/member-import";
import { useLanguage, useT } from "../../i18n";
import { type AdminImportTexts, adminImportMessages } from "../../i18n/messages/admin-import";
import { dateTimeFormat, numberFormat } from "../../lib/intl-formats";
import { useTierWords } from "../membership/tier-words";
import { ScrollBox } from "../ui/scroll-box";

const fieldLabel = {
  firstName: "fieldFirstName",
  lastName: "fieldLastName",
  fullName: "fieldFullName",
  email: "fieldEmail",
  phoneNumber: "fieldPhone",
  title: "fieldTitle",
  company: "fieldCompany",
  location: "fieldCity",
  tier: "fieldTier",
  validUntil: "fieldValidUntil",
  membershipNumber: "fieldNumber",
  joinedOn: "fieldJoined",
  language: "fieldLanguage",
} as const satisfies Record<ImportField, keyof AdminImportTexts>;

const languageLabel = {
  en: "languageEn",
  ar: "languageAr",
  ur: "languageUr",
} as const satisfies Record<Language, keyof AdminImportTexts>;

const cell = "px-3 py-1.5 align-top";
const head = "px-3 py-2 text-start font-semibold";

/**
 * What the import will do with the chosen file, before anything is written: how many rows can be
 * imported, what each column was read as (unknown ones named, never dropped silently), the first rows
 * as they will be stored and the first problems.
 */
export function ImportPreviewPanel({ preview }: { preview: ImportPreview }) {
  const t = useT(adminImportMessages);
  const { language } = useLanguage();
  const tiers = useTierWords();
  const count = (n: number) => numberFormat(language, {}).format(n);
  const day = (iso: string | null) =>
    iso
      ? dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(
          new Date(`${iso}T00:00:00Z`),
        )
      : "";
  return (
    <section aria-labelledby="import-preview-heading" className="grid gap-4">
      <h3 id="import-preview-heading" className="text-lg font-semibold text-slate-900">
        {t("previewHeading")}
      </h3>
      <p className="text-slate-700" aria-live="polite">
        {t("previewSummary", {
          total: count(preview.totalRows),
          valid: count(preview.validRows),
          failed: count(preview.failedRows),
        })}
      </p>
      <ScrollBox label={t("columnsCaption")} className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-sm">
          <caption className="px-3 py-2 text-start font-semibold text-slate-800">
            {t("columnsCaption")}
          </caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className={head}>
                {t("columnHeader")}
              </th>
              <th scope="col" className={head}>
                {t("columnReadAs")}
              </th>
              <th scope="col" className={head}>
                {t("columnFilled")}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.columns.map((column) => (
              <tr
                key={column.index}
                className="border-t border-slate-200"
                data-field={column.field ?? "unknown"}
              >
                <td className={cell} dir="auto">
                  {column.header}
                </td>
                <td className={cell}>
                  {column.field ? (
                    t(fieldLabel[column.field])
                  ) : (
                    <span className="font-semibold text-amber-800">{t("notImported")}</span>
                  )}
                </td>
                <td className={`${cell} tabular-nums`}>{count(column.filled)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {preview.unknownColumns.length > 0 ? (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("unknownColumns", { columns: preview.unknownColumns.map((name) => `“${name}”`).join(", ") })}
        </p>
      ) : null}
      <ScrollBox
        label={t("rowsCaption")}
        className="max-h-96 overflow-auto rounded-lg border border-slate-200"
      >
        <table className="w-full text-sm">
          <caption className="px-3 py-2 text-start font-semibold text-slate-800">{t("rowsCaption")}</caption>
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              {(
                [
                  "columnLine",
                  "columnName",
                  "columnEmail",
                  "fieldCity",
                  "fieldTier",
                  "fieldValidUntil",
                  "fieldNumber",
                  "fieldJoined",
                  "fieldLanguage",
                ] as const
              ).map((key) => (
                <th key={key} scope="col" className={`${head} whitespace-nowrap`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line} className="border-t border-slate-200">
                <td className={`${cell} tabular-nums`}>{row.line}</td>
                <td className={cell} dir="auto">
                  {[row.firstName, row.lastName].filter(Boolean).join(" ")}
                </td>
                <td className={cell} dir="ltr">
                  {row.email}
                </td>
                {row.problem ? (
                  <td colSpan={6} className={`${cell} text-red-800`}>
                    {row.problem}
                  </td>
                ) : (
                  <>
                    <td className={cell}>{cityLabel(row.city, language)}</td>
                    <td className={cell}>{tiers.name(row.tier)}</td>
                    <td className={`${cell} whitespace-nowrap`}>{day(row.validUntil)}</td>
                    <td
                      className={`${cell} whitespace-nowrap`}
                      dir={row.membershipNumber ? "ltr" : undefined}
                    >
                      {row.membershipNumber ?? t("newNumber")}
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>{day(row.joinedOn)}</td>
                    <td className={cell}>{t(languageLabel[row.language])}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {preview.errors.length > 0 ? (
        <div className="grid gap-2">
          <h4 id="import-preview-errors" className="font-semibold text-slate-900">
            {t("previewErrorsHeading")}
          </h4>
          <ScrollBox labelledBy="import-preview-errors" className="max-h-60 overflow-auto">
            <ul className="list-disc ps-6 text-sm text-red-800">
              {preview.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </ScrollBox>
        </div>
      ) : null}
    </section>
  );
}
