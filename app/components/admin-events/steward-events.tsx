import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { DoorOpen } from "lucide-react";
import { useId } from "react";
import { useLanguage, useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { shellMessages } from "../../i18n/messages/shell";
import { api, unwrap } from "../../lib/api-client";

const mine = api.events.checkin.mine;

/**
 * "My door duties" on /admin/events for a member who is not an admin: the upcoming events they
 * steward, each with a link to its door screen, or a note saying there are none yet.
 */
export function StewardEvents() {
  const t = useT(adminEventsMessages);
  const shell = useT(shellMessages);
  const { language } = useLanguage();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: [mine.$path()],
    queryFn: async () => (await unwrap(mine.$get())).events,
  });
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  });
  if (isPending)
    return (
      <p role="status" className="text-slate-600">
        {shell("loading")}
      </p>
    );
  if (isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-red-700">
        <p>{shell("errorTitle")}</p>
        <button type="button" className="btn-outline" onClick={() => void refetch()}>
          {shell("tryAgain")}
        </button>
      </div>
    );
  if (!data.length) {
    return (
      <div
        role="status"
        className="grid justify-items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-8 text-center"
      >
        <DoorOpen aria-hidden="true" className="size-8 text-slate-400" />
        <p className="font-semibold text-slate-900">{t("stewardEmpty")}</p>
        <p className="max-w-xl text-slate-600">{t("stewardEmptyText")}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {data.map((event) => (
        <DutyRow
          key={event.id}
          event={event}
          when={when.format(new Date(event.startsAt))}
          label={t("openCheckin")}
        />
      ))}
    </ul>
  );
}

function DutyRow({
  event,
  when,
  label,
}: {
  event: { id: string; name: string; venue: string };
  when: string;
  label: string;
}) {
  const nameId = useId();
  return (
    <li className="card flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 id={nameId} className="font-semibold text-slate-900">
          {event.name}
        </h2>
        <p className="text-sm text-slate-600">
          {when} · {event.venue}
        </p>
      </div>
      {/* Every row's link reads the same: the event's name tells them apart (aria-describedby). */}
      <Link
        to="/admin/checkin/$eventId"
        params={{ eventId: event.id }}
        aria-describedby={nameId}
        className="btn-primary"
      >
        {label}
      </Link>
    </li>
  );
}
