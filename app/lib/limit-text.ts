import { useCallback } from "react";
import { useLanguage, useT } from "../i18n";
import { limitsMessages } from "../i18n/messages/limits";
import { hasStatus } from "./api-errors";
import type { QueueError } from "./offline-queue/types";
import { retryAfterSecondsOf, waitPhrase } from "./retry-after";

/** Where a member meets a limit against spam: each has its own sentence (app/i18n/messages/limits.ts). */
export type LimitedAction = "messages" | "connect" | "reports";

const limitKey = {
  messages: "messagesTooFast",
  connect: "connectTooSoon",
  reports: "reportsTooMany",
} as const;

/**
 * The translated sentence for a limit's refusal at `action` (with the wait), an item already reported
 * (409 at a report) or a connect refused across a block (403); null when the failure is something else
 * (the caller shows its own text). `fromQueue` reads an offline-queue item refused with a 429: the wait
 * is counted from when it was refused, so a later look says how much is left.
 */
export function useLimitText() {
  const t = useT(limitsMessages);
  const { language } = useLanguage();
  const forError = useCallback(
    (error: unknown, action: LimitedAction): string | null => {
      const seconds = retryAfterSecondsOf(error);
      if (seconds !== null) return t(limitKey[action], { when: waitPhrase(seconds, language) });
      if (action === "reports" && hasStatus(error, 409)) return t("alreadyReported");
      if (action === "connect" && hasStatus(error, 403)) return t("connectBlocked");
      return null;
    },
    [t, language],
  );
  const fromQueue = useCallback(
    (error: QueueError | undefined, action: LimitedAction): string | null => {
      if (error?.code !== "rate_limited") return null;
      const left = error.retryAt ? (Date.parse(error.retryAt) - Date.now()) / 1000 : 0;
      return t(limitKey[action], { when: waitPhrase(left, language) });
    },
    [t, language],
  );
  return { forError, fromQueue };
}
