import { createFileRoute } from "@tanstack/react-router";
import { ConfirmRegistrationPage } from "../components/membership/confirm-registration-page";
import { textSearch } from "../lib/text-search";

// Public: the link in a visitor's registration email (worker/domain/membership/pending-registration.ts).
export const Route = createFileRoute("/membership_/confirm")({
  validateSearch: textSearch("id", "token"),
  component: ConfirmRegistrationRoute,
});

function ConfirmRegistrationRoute() {
  const { id, token } = Route.useSearch();
  return <ConfirmRegistrationPage id={id} token={token} />;
}
