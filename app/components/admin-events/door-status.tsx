import { useId } from "react";
import { type Translate, useLanguage, useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import type { DoorSnapshot, SyncNote } from "./offline-door";
import { localStats } from "./offline-tickets";

type Texts = (typeof adminEventsMessages)["en"];

const dateTime = (language: string, iso: string, withDate: boolean) =>
  new Intl.DateTimeFormat(language, {
    ...(withDate ? { dateStyle: "medium" } : {}),
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  }).format(new Date(iso));

/** The door's offline state: saved list, unsynced count, and the buttons to refresh and sync. */
export function DoorStatus({
  snapshot,
  online,
  onDownload,
  onSync,
}: {
  snapshot: DoorSnapshot;
  online: boolean;
  onDownload: () => void;
  onSync: () => void;
}) {
  const t = useT(adminEventsMessages);
  const { language } = useLanguage();
  const id = useId();
  const { saved, pending, notes } = snapshot;
  const count = pending.length;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t("doorTitle")}
        </h2>
        {online ? null : (
          <span className="rounded-full border border-amber-600 bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            {t("offlineBadge")}
          </span>
        )}
      </div>
      <p className="text-slate-700">
        {saved
          ? t("ticketsSaved", {
              time: dateTime(language, saved.savedAt, true),
              n: localStats(saved.tickets).confirmed,
            })
          : t("ticketsNotSaved")}
      </p>
      <p role="status" className="font-semibold text-slate-900" data-unsynced={count}>
        {count === 0 ? t("allSynced") : count === 1 ? t("unsyncedOne") : t("unsyncedMany", { n: count })}
      </p>
      {snapshot.blocked ? (
        <p role="alert" className="text-red-800">
          {t("syncBlocked")}
        </p>
      ) : null}
      {snapshot.downloadFailed && online ? <p className="text-amber-900">{t("downloadFailed")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline min-h-11"
          onClick={onDownload}
          disabled={!online || snapshot.downloading}
        >
          {snapshot.downloading ? t("downloadingTickets") : t("downloadTickets")}
        </button>
        <button
          type="button"
          className="btn-outline min-h-11"
          onClick={onSync}
          disabled={!online || snapshot.syncing || count === 0}
        >
          {snapshot.syncing ? t("syncingNow") : t("syncNow")}
        </button>
      </div>
      {notes.length ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-slate-900">{t("syncLogTitle")}</h3>
          <ul className="grid gap-1 text-sm text-slate-700">
            {notes.map((note) => (
              <li key={note.id} dir="auto">
                {noteText(t, note, (iso) => dateTime(language, iso, false))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function noteText(t: Translate<Texts>, note: SyncNote, time: (iso: string) => string): string {
  if (note.result === "already_checked_in") {
    return t("logAnotherDoor", {
      name: note.name || note.ticketCode,
      time: note.checkedInAt ? time(note.checkedInAt) : "",
    });
  }
  const reason =
    note.result === "wrong_event"
      ? t("resultWrongEvent")
      : note.result === "not_found"
        ? t("resultNotFound")
        : note.result === "not_confirmed"
          ? t("refusedNotConfirmed")
          : t("refusedOther");
  return t("logRefused", { who: note.name || note.ticketCode, reason });
}
