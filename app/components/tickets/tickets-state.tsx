import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Ticket } from "../../../worker/contract/rsvp";
import { useT } from "../../i18n";
import { ticketsMessages } from "../../i18n/messages/tickets";

/**
 * The member's tickets while they load, when the read failed (with Try again; `whenFailed` may say
 * something else first, such as the wallet's offline note), or when there are none (with a way to the
 * events); otherwise `children` with the tickets. My tickets and the wallet list them differently.
 */
export function TicketsState({
  query,
  whenFailed,
  children,
}: {
  query: UseQueryResult<Ticket[]>;
  whenFailed?: (error: Error) => ReactNode;
  children: (tickets: Ticket[]) => ReactNode;
}) {
  const t = useT(ticketsMessages);
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t("loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      whenFailed?.(query.error) ?? (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className="text-red-700">
            {t("loadFailed")}
          </p>
          <button type="button" className="btn-outline" onClick={() => query.refetch()}>
            {t("retry")}
          </button>
        </div>
      )
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="text-slate-600">
        {t("empty")}{" "}
        <Link to="/events" className="font-semibold text-brand-700 underline">
          {t("browseEvents")}
        </Link>
      </p>
    );
  }
  return children(query.data);
}
