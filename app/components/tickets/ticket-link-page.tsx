import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { ticketsMessages } from "../../i18n/messages/tickets";
import { api, pathParams } from "../../lib/api-client";
import { ticketQuery } from "../../queries/rsvp";
import { NotFoundScreen } from "../not-found";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { PageLoadState } from "../page-load-state";
import { TicketCard } from "./ticket-card";

/** /tickets/{token}: the "View your ticket" link in every RSVP email, for visitors and members alike. */
export function TicketLinkPage({ token }: { token: string }) {
  const t = useT(ticketsMessages);
  const query = useQuery(ticketQuery(token));
  if (query.isPending || query.isError) {
    return (
      <PageLoadState
        query={query}
        texts={{ loading: t("linkLoading"), loadFailed: t("loadFailed"), retry: t("retry") }}
      />
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
