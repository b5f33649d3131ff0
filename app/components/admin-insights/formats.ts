import { useMemo } from "react";
import { type MemberCity, memberCityNames } from "../../../worker/contract/cities";
import { useLanguage } from "../../i18n";
import { dateTimeFormat, numberFormat } from "../../lib/intl-formats";

/** The report's numbers, months and days in the reader's locale (Arabic and Urdu digits included). */
export function useReportFormats() {
  const { language } = useLanguage();
  return useMemo(() => {
    const count = numberFormat(language, {});
    const percent = numberFormat(language, { style: "percent", maximumFractionDigits: 1 });
    const sar = numberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const month = dateTimeFormat(language, { month: "short", year: "numeric", timeZone: "UTC" });
    const day = dateTimeFormat(language, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Riyadh",
    });
    return {
      count: (value: number) => count.format(value),
      percent: (share: number | null) => (share === null ? "–" : percent.format(share)),
      sar: (halalas: number) => sar.format(halalas / 100),
      /** "2026-03" as "Mar 2026" in the reader's language. */
      month: (yearMonth: string) => {
        const [year = 0, monthNumber = 1] = yearMonth.split("-").map(Number);
        return month.format(Date.UTC(year, monthNumber - 1, 1));
      },
      day: (iso: string) => day.format(Date.parse(iso)),
      city: (city: string | null, other: string) =>
        city && city in memberCityNames ? memberCityNames[city as MemberCity][language] : other,
    };
  }, [language]);
}

export type ReportFormats = ReturnType<typeof useReportFormats>;

/** Tier colours, the same in every chart. */
export const tierColors = { basic: "#64748b", premium: "#b45309", executive: "#1d4ed8" } as const;
