import { Link } from "@tanstack/react-router";
import type { AdminEvent } from "../../../worker/contract/admin-events";
import { useLanguage, useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { toast } from "../ui/toast-store";
import { useRegistrationMutation } from "./queries";

/** One row per event with its counts and actions; the open panel's row is marked aria-expanded. */
export function EventsTable({
  events,
  openId,
  onEdit,
  onToggle,
}: {
  events: AdminEvent[];
  openId: string | null;
  onEdit: (event: AdminEvent) => void;
  onToggle: (id: string) => void;
}) {
  const t = useT(adminEventsMessages);
  const { language } = useLanguage();
  const registration = useRegistrationMutation();
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  });
  const now = Date.now();

  const setOpen = (id: string, open: boolean) =>
    registration.mutate(
      { id, open },
      { onError: () => toast({ title: t("actionFailed"), variant: "destructive" }) },
    );

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {(
              [
                "colEvent",
                "colDate",
                "colSeats",
                "colWaitlist",
                "colCheckedIn",
                "colRegistration",
                "colActions",
              ] as const
            ).map((key) => (
              <th key={key} scope="col" className="px-2 py-2 text-start font-semibold">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const past = new Date(event.endsAt).getTime() < now;
            return (
              <tr key={event.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="px-2 py-3 text-start font-semibold text-slate-900">
                  {event.name}
                </th>
                <td className="px-2 py-3">{date.format(new Date(event.startsAt))}</td>
                <td className="px-2 py-3" dir="ltr">
                  {event.confirmedCount} / {event.capacity}
                </td>
                <td className="px-2 py-3">{event.waitlistCount}</td>
                <td className="px-2 py-3">{event.checkedInCount}</td>
                <td className="px-2 py-3">
                  {past ? t("past") : event.registrationOpen ? t("open") : t("closed")}
                </td>
                <td className="px-2 py-3">
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className="btn-outline" onClick={() => onEdit(event)}>
                      {t("edit")}
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={registration.isPending}
                      onClick={() => setOpen(event.id, !event.registrationOpen)}
                    >
                      {event.registrationOpen ? t("close") : t("reopen")}
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      aria-expanded={openId === event.id}
                      onClick={() => onToggle(event.id)}
                    >
                      {openId === event.id ? t("hide") : t("manage")}
                    </button>
                    <Link to="/admin/checkin/$eventId" params={{ eventId: event.id }} className="btn-ghost">
                      {t("checkinLink")}
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
