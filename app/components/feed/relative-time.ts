/**
 * Spec point 9's relative time of a post: hours up to 24, then "1 day", then days. Under an hour
 * reads "just now" (0 hours ago says nothing).
 */
export type RelativeTime = { key: "justNow" | "hoursAgo" | "oneDayAgo" | "daysAgo"; n: number };

const HOUR_MS = 3_600_000;

export function relativeTime(iso: string, now: Date): RelativeTime {
  const hours = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / HOUR_MS));
  if (hours < 1) return { key: "justNow", n: 0 };
  if (hours < 24) return { key: "hoursAgo", n: hours };
  const days = Math.floor(hours / 24);
  return days === 1 ? { key: "oneDayAgo", n: 1 } : { key: "daysAgo", n: days };
}
