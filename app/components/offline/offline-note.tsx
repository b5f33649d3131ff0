import { useSyncExternalStore } from "react";
import { useLanguage, useT } from "../../i18n";
import { offlineMessages } from "../../i18n/messages/offline";
import { savedAtFor, subscribeSavedAt } from "../../lib/saved-at";

export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export const isOnline = () => navigator.onLine;

const DAY = 86_400_000;
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", DAY],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "5 minutes ago", "yesterday" within a week; the date after that. A clock behind the server's is "now". */
export function savedWhen(savedAt: number, language: string, now = Date.now()): string {
  const age = Math.max(0, now - savedAt);
  if (age >= 7 * DAY) return new Date(savedAt).toLocaleDateString(language, { dateStyle: "medium" });
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  for (const [unit, size] of units) {
    if (age >= size) return format.format(-Math.floor(age / size), unit);
  }
  return format.format(0, "second");
}

/**
 * "You are offline. Showing what was saved 5 minutes ago." Pages put it near their heading with the
 * API path their data comes from; it shows only while the browser is offline and that data's
 * saved time is known (app/lib/saved-at.ts).
 */
export function OfflineNote({ path }: { path: string }) {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const savedAt = useSyncExternalStore(
    subscribeSavedAt,
    () => savedAtFor(path),
    () => undefined,
  );
  if (online || savedAt === undefined) return null;
  return <OfflineText savedAt={savedAt} />;
}

// Its own component so an Arabic or Urdu page never waits for these texts while online.
function OfflineText({ savedAt }: { savedAt: number }) {
  const t = useT(offlineMessages);
  const { language } = useLanguage();
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      {t("offlineSaved", { when: savedWhen(savedAt, language) })}
    </p>
  );
}
