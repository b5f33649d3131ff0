import { createFileRoute } from "@tanstack/react-router";
import { RsvpCancelPage } from "../components/events/rsvp-cancel-page";
import { textSearch } from "../lib/text-search";

// Public: the emailed link must work signed in or out.
export const Route = createFileRoute("/rsvp/cancel")({
  validateSearch: textSearch("token"),
  component: RsvpCancelRoute,
});

function RsvpCancelRoute() {
  const { token } = Route.useSearch();
  return <RsvpCancelPage token={token} />;
}
