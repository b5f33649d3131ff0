import { createFileRoute } from "@tanstack/react-router";
import { TicketLinkPage } from "../components/tickets/ticket-link-page";

// Public: the emailed link must work signed in or out.
export const Route = createFileRoute("/tickets/$token")({
  component: TicketLinkRoute,
});

function TicketLinkRoute() {
  const { token } = Route.useParams();
  return <TicketLinkPage token={token} />;
}
