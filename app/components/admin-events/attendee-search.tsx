import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { CheckinTicket } from "../../../worker/contract/admin-events";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { TextField } from "../ui/field";
import { type SavedTickets, seatStatus } from "./offline-tickets";
import { checkinSearchQuery } from "./queries";
import { statusKeys } from "./rsvp-panel";

/**
 * The fallback when a guest has no ticket on their phone: find them by name or email (the answer
 * shows names and ticket codes, never emails). Offline it
 * searches the tickets saved on this device (by name or ticket code) instead of the server.
 */
export function AttendeeSearch({
  eventId,
  onPick,
  busy,
  offline,
  searchSaved,
  saved,
}: {
  eventId: string;
  onPick: (ticketCode: string) => void;
  busy: boolean;
  offline: boolean;
  searchSaved: (q: string) => CheckinTicket[];
  /** The saved list: its check-ins (made here, maybe not synced yet) overrule the server's older answer. */
  saved: SavedTickets | null;
}) {
  const t = useT(adminEventsMessages);
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const remote = useQuery({ ...checkinSearchQuery(eventId, q), enabled: q.length > 0 && !offline });

  function submit(e: FormEvent) {
    e.preventDefault();
    setQ(text.trim());
  }

  const savedTicket = (code: string) =>
    saved?.tickets.find((ticket) => ticket.ticketCode === code && seatStatus(ticket) === "confirmed");
  const matches: CheckinTicket[] = (offline ? (q ? searchSaved(q) : []) : (remote.data ?? [])).map(
    (match) => ({
      ...match,
      checkedInAt: match.checkedInAt ?? savedTicket(match.ticketCode)?.checkedInAt ?? null,
    }),
  );
  const searched = offline ? q.length > 0 : q.length > 0 && remote.data !== undefined;

  return (
    <section className="grid gap-3 border-t border-slate-200 pt-4" aria-labelledby={`${id}-title`}>
      <search>
        <form onSubmit={submit} className="grid gap-3">
          <TextField
            id={`${id}-q`}
            type="search"
            label={t("searchAttendee")}
            hint={offline ? t("offlineSearchNote") : undefined}
            dir="auto"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn-outline min-h-12" disabled={remote.isFetching}>
            {t("searchButton")}
          </button>
        </form>
      </search>
      <h2 id={`${id}-title`} className="sr-only">
        {t("matchesCaption")}
      </h2>
      {searched && matches.length === 0 ? <p className="text-slate-600">{t("noMatches")}</p> : null}
      <ul className="grid gap-2">
        {matches.map((match) => {
          // Both lists hold waitlisted and cancelled registrations too: only a confirmed seat checks in.
          const status = seatStatus(match);
          return (
            <li
              key={match.ticketCode}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
            >
              <span className="grid">
                <span className="font-semibold" dir="auto">
                  {match.name}
                </span>
                {/* The ticket code tells two guests of the same name apart; the door never shows emails. */}
                <span className="text-sm text-slate-600" dir="ltr">
                  {match.ticketCode}
                </span>
                <span className="text-sm text-slate-700">
                  {t(statusKeys[status])}
                  {match.checkedInAt ? ` · ${t("checkedInBadge")}` : ""}
                </span>
              </span>
              {status === "confirmed" && !match.checkedInAt ? (
                <button
                  type="button"
                  className="btn-primary"
                  disabled={busy}
                  onClick={() => onPick(match.ticketCode)}
                >
                  {t("checkIn")}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
