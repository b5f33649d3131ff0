import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { doorMessages } from "../../i18n/messages/door";
import { localStats, type SavedTickets } from "./offline-tickets";
import { checkinStatsQuery } from "./queries";

/**
 * "Checked in X of Y", confirmed tickets only. Online the server counts every door's check-ins (asked
 * every few seconds and after each check-in); offline, or when the server cannot be reached, the
 * list saved here, with this device's check-ins, counts instead.
 */
export function DoorCounter({
  eventId,
  online,
  saved,
}: {
  eventId: string;
  online: boolean;
  saved: SavedTickets | null;
}) {
  const t = useT(doorMessages);
  const server = useQuery({ ...checkinStatsQuery(eventId), enabled: online });
  const fromServer = online && !server.isError ? server.data : undefined;
  const stats = fromServer ?? (saved ? localStats(saved.tickets) : null);
  // While the first answer is on its way the saved list stands in, without a note (no flicker).
  const countedHere = !online || server.isError;

  return (
    <div aria-live="polite" aria-atomic="true" className="grid gap-1">
      {stats ? (
        <p
          className="text-2xl font-bold text-slate-900"
          data-checked-in={stats.checkedIn}
          data-confirmed={stats.confirmed}
        >
          {t("checkedInCount", { x: stats.checkedIn, y: stats.confirmed })}
        </p>
      ) : null}
      {stats && countedHere ? <p className="text-sm text-slate-600">{t("countedHere")}</p> : null}
    </div>
  );
}
