import { createFileRoute } from "@tanstack/react-router";
import { RsvpCancelPage } from "../components/events/rsvp-cancel-page";

// Public: the emailed link must work signed in or out.
export const Route = createFileRoute("/rsvp/cancel")({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token } : {},
  component: RsvpCancelRoute,
});

function RsvpCancelRoute() {
  const { token } = Route.useSearch();
  return <RsvpCancelPage token={token} />;
}
