import { relativeTimeFormat } from "../../lib/intl-formats";

/** Spec point 9: minutes, then hours up to 24, then days ("2 hours ago", "1 day ago", "37 days ago"). */
export function activityTime(iso: string, language: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  const format = relativeTimeFormat(language, "always");
  if (minutes < 60) return format.format(-Math.max(minutes, 0), "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 24) return format.format(-hours, "hour");
  return format.format(-Math.max(1, Math.floor(hours / 24)), "day");
}
