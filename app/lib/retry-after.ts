import type { Language } from "../../worker/contract/enums";
import { errorCode, errorDetails, hasStatus } from "./api-errors";
import { relativeTimeFormat } from "./intl-formats";

// Apart from limit-text.ts (React, catalogs) so the offline queue's sending code stays small.

/** The wait a 429 (code rate_limited) names in details.retryAfterSeconds, or null for any other failure. */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!hasStatus(error, 429) || errorCode(error) !== "rate_limited") return null;
  const seconds = errorDetails(error)?.retryAfterSeconds;
  return typeof seconds === "number" && Number.isFinite(seconds) ? seconds : 0;
}

/** "in 40 seconds", "in 3 minutes", "tomorrow", "now": the wait in the reader's language, in a unit that reads well. */
export function waitPhrase(seconds: number, language: Language): string {
  const s = Math.max(0, Math.ceil(seconds));
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    s < 90
      ? [s, "second"]
      : s < 90 * 60
        ? [Math.ceil(s / 60), "minute"]
        : s < 36 * 3600
          ? [Math.ceil(s / 3600), "hour"]
          : [Math.ceil(s / 86_400), "day"];
  return relativeTimeFormat(language, "auto").format(value, unit);
}
