import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useLanguage, useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { api, unwrap } from "../../lib/api-client";

const mine = api.events.checkin.mine;

/** What a steward (a member, not an admin) sees on /admin/events: the events they may check in at. */
export function StewardEvents() {
  const t = useT(adminEventsMessages);
  const { language } = useLanguage();
  const { data, isPending } = useQuery({
    queryKey: [mine.$path()],
    queryFn: async () => (await unwrap(mine.$get())).events,
  });
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  });
  if (isPending) return null;
  if (!data?.length) {
    return (
      <p role="alert" className="text-red-700">
        {t("stewardEmpty")}
      </p>
    );
  }
  return (
    <section aria-labelledby="steward-events-title" className="grid gap-4">
      <h2 id="steward-events-title" className="text-xl font-bold text-slate-900">
        {t("stewardTitle")}
      </h2>
      <p className="text-slate-600">{t("stewardLead")}</p>
      <ul className="grid gap-3">
        {data.map((event) => (
          <li key={event.id} className="card flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-semibold">{event.name}</p>
              <p className="text-sm text-slate-600">
                {when.format(new Date(event.startsAt))} · {event.venue}
              </p>
            </div>
            <Link to="/admin/checkin/$eventId" params={{ eventId: event.id }} className="btn-primary">
              {t("openCheckin")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
