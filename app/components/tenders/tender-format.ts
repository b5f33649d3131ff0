import type { TenderCategory } from "../../../worker/contract/tenders";
import type { Translate } from "../../i18n";
import type { Language } from "../../i18n/define";
import type { TendersTexts } from "../../i18n/messages/tenders";

type T = Translate<TendersTexts>;

export const categoryLabel = (t: T, category: TenderCategory) => t(`category${category}`);

/** A YYYY-MM-DD deadline as a date in the reader's language (read as a calendar day, not an instant). */
export function formatDeadline(deadline: string, language: Language): string {
  const date = new Date(`${deadline}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return deadline;
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

export function formatSize(bytes: number, t: T, language: Language): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return t("sizeKb", { size: number.format(Math.max(1, Math.round(bytes / 1024))) });
  return t("sizeMb", { size: number.format(bytes / (1024 * 1024)) });
}

/** Active in green (the spec's badge), Closed in grey. */
export const statusBadgeClass = (status: "Active" | "Closed") =>
  status === "Active" ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-800";
