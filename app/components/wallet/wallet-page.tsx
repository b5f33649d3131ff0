import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import type { Ticket } from "../../../worker/contract/rsvp";
import { useLanguage, useT } from "../../i18n";
import { walletMessages } from "../../i18n/messages/wallet";
import { api } from "../../lib/api-client";
import { savedAtFor, subscribeSavedAt } from "../../lib/saved-at";
import { authUserQuery } from "../../queries/auth";
import { ownMembershipCardQuery } from "../../queries/membership-card";
import { myRsvpsQuery } from "../../queries/rsvp";
import { MemberOnly } from "../auth/member-only";
import { ConnectOnce, isNoConnection, MemberCardState } from "../membership-card/member-card-state";
import { isOnline, savedWhen, subscribeOnline } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { splitTickets } from "../tickets/my-tickets-page";
import { TicketCard } from "../tickets/ticket-card";
import { TicketsState } from "../tickets/tickets-state";

const cardPath = api.membership.card.$path();
const ticketsPath = api.events.rsvps.mine.$path();

/**
 * /wallet: the member's card, then every event ticket, with when they were last refreshed. Both reads
 * are in the service worker's personal cache (app/sw/runtime-caching.ts), so the page opens offline.
 */
export function WalletPage() {
  const t = useT(walletMessages);
  const auth = useQuery(authUserQuery);
  // Offline with no saved session: the sign-in redirect could not load either, so say what to do.
  if (auth.isError && isNoConnection(auth.error) && !auth.data) {
    return (
      <PageFrame title={t("title")} lead={t("lead")}>
        <ConnectOnce />
      </PageFrame>
    );
  }
  return (
    <MemberOnly>
      <Wallet />
    </MemberOnly>
  );
}

function Wallet() {
  const t = useT(walletMessages);
  const card = useQuery(ownMembershipCardQuery);
  const tickets = useQuery(myRsvpsQuery);
  const refresh = () => Promise.all([card.refetch(), tickets.refetch()]);
  return (
    <PageFrame
      title={t("title")}
      lead={t("lead")}
      actions={
        <RefreshedAt
          cardUpdatedAt={card.dataUpdatedAt}
          ticketsUpdatedAt={tickets.dataUpdatedAt}
          refreshing={card.isFetching || tickets.isFetching}
          onRefresh={refresh}
        />
      }
    >
      <div className="grid gap-10">
        <section aria-labelledby="wallet-card" className="grid max-w-2xl gap-4">
          <h2 id="wallet-card" className="text-2xl font-bold text-slate-900">
            {t("cardHeading")}
          </h2>
          <MemberCardState />
        </section>
        <section aria-labelledby="wallet-tickets" className="grid gap-4">
          <h2 id="wallet-tickets" className="text-2xl font-bold text-slate-900">
            {t("ticketsHeading")}
          </h2>
          <WalletTickets query={tickets} />
        </section>
      </div>
    </PageFrame>
  );
}

function WalletTickets({ query }: { query: UseQueryResult<Ticket[]> }) {
  const w = useT(walletMessages);
  return (
    <TicketsState
      query={query}
      whenFailed={(error) =>
        isNoConnection(error) ? (
          <p role="status" className="text-amber-900">
            {w("ticketsOffline")}
          </p>
        ) : null
      }
    >
      {(tickets) => {
        const { upcoming, past } = splitTickets(tickets);
        return (
          <ul className="grid items-start gap-4 md:grid-cols-2">
            {[...upcoming, ...past].map((ticket) => (
              <li key={ticket.id} className="grid">
                <TicketCard ticket={ticket} showEventLink />
              </li>
            ))}
          </ul>
        );
      }}
    </TicketsState>
  );
}

/**
 * "Updated 5 minutes ago" online; offline, how old the saved copy is. The time is the server's Date
 * header of the answer read (a service worker's saved copy keeps its original one), or react-query's
 * dataUpdatedAt when there is none; with two reads, the older one counts.
 */
function RefreshedAt({
  cardUpdatedAt,
  ticketsUpdatedAt,
  refreshing,
  onRefresh,
}: {
  cardUpdatedAt: number;
  ticketsUpdatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const t = useT(walletMessages);
  const { language } = useLanguage();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const cardSaved = useSyncExternalStore(subscribeSavedAt, () => savedAtFor(cardPath));
  const ticketsSaved = useSyncExternalStore(subscribeSavedAt, () => savedAtFor(ticketsPath));
  const times = [cardSaved ?? cardUpdatedAt, ticketsSaved ?? ticketsUpdatedAt].filter((time) => time > 0);
  if (times.length === 0) return null;
  const when = savedWhen(Math.min(...times), language);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        role="status"
        data-testid="wallet-refreshed"
        className={
          online ? "text-sm text-slate-600" : "rounded-lg bg-amber-50 px-3 py-1 text-sm text-amber-900"
        }
      >
        {online ? t("updated", { when }) : t("savedCopy", { when })}
      </p>
      {online ? (
        <button type="button" className="btn-outline" disabled={refreshing} onClick={onRefresh}>
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${refreshing ? "motion-safe:animate-spin" : ""}`}
          />
          {t("refresh")}
        </button>
      ) : null}
    </div>
  );
}
