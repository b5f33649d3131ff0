import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { ticketsMessages } from "../../i18n/messages/tickets";
import { api, pathParams } from "../../lib/api-client";
import { ticketQuery } from "../../queries/rsvp";
import { NotFoundScreen } from "../not-found";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { TicketCard } from "./ticket-card";

/** /tickets/{token}: the "View your ticket" link in every RSVP email, for visitors and members alike. */
export function TicketLinkPage({ token }: { token: string }) {
  const t = useT(ticketsMessages);
  const query = useQuery(ticketQuery(token));
  if (query.isPending) {
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        {t("linkLoading")}
      </p>
    );
  }
  if (query.isError) {
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
  if (!query.data) return <NotFoundScreen title={t("linkInvalid")} text={t("linkInvalidText")} />;
  return (
    <PageFrame title={t("linkTitle")}>
      <OfflineNote path={api.events.tickets[":token"].$path(pathParams({ token }))} />
      <div className="grid max-w-xl gap-4">
        <TicketCard ticket={query.data} headingLevel={2} showEventLink />
        <Link to="/" className="text-sm font-semibold text-brand-700 underline">
          {t("returnHome")}
        </Link>
      </div>
    </PageFrame>
  );
}
