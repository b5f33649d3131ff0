import type { UseQueryResult } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";

/** An event page while its event loads, or when loading failed (with Try again). */
export function EventLoadState({ query }: { query: Pick<UseQueryResult, "isError" | "refetch"> }) {
  const t = useT(eventRsvpMessages);
  if (!query.isError) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-slate-600">
        {t("loading")}
      </p>
    );
  }
  return (
    <div className="mx-auto grid max-w-lg gap-4 px-4 py-24 text-center">
      <p role="alert" className="text-slate-700">
        {t("loadFailed")}
      </p>
      <button type="button" onClick={() => query.refetch()} className="btn-outline justify-self-center">
        {t("retry")}
      </button>
    </div>
  );
}
