import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { TextField } from "../ui/field";
import { checkinSearchQuery } from "./queries";
import { statusKeys } from "./rsvp-panel";

/** The fallback when a guest has no ticket on their phone: find them by name or email. */
export function AttendeeSearch({
  eventId,
  onPick,
  busy,
}: {
  eventId: string;
  onPick: (ticketCode: string) => void;
  busy: boolean;
}) {
  const t = useT(adminEventsMessages);
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const { data, isFetching } = useQuery(checkinSearchQuery(eventId, q));

  function submit(e: FormEvent) {
    e.preventDefault();
    setQ(text.trim());
  }

  return (
    <section className="grid gap-3 border-t border-slate-200 pt-4" aria-labelledby={`${id}-title`}>
      <search>
        <form onSubmit={submit} className="grid gap-3">
          <TextField
            id={`${id}-q`}
            type="search"
            label={t("searchAttendee")}
            dir="auto"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn-outline min-h-12" disabled={isFetching}>
            {t("searchButton")}
          </button>
        </form>
      </search>
      <h2 id={`${id}-title`} className="sr-only">
        {t("matchesCaption")}
      </h2>
      {q && data?.length === 0 ? <p className="text-slate-600">{t("noMatches")}</p> : null}
      <ul className="grid gap-2">
        {(data ?? []).map((match) => (
          <li
            key={match.ticketCode}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
          >
            <span className="grid">
              <span className="font-semibold" dir="auto">
                {match.name}
              </span>
              <span className="text-sm text-slate-600" dir="ltr">
                {match.email}
              </span>
              <span className="text-sm text-slate-700">
                {t(statusKeys[match.status])}
                {match.checkedInAt ? ` · ${t("checkedInBadge")}` : ""}
              </span>
            </span>
            {match.status === "confirmed" && !match.checkedInAt ? (
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
        ))}
      </ul>
    </section>
  );
}
