import { createFileRoute } from "@tanstack/react-router";
import { ConfirmRegistrationPage } from "../components/membership/confirm-registration-page";

// Public: the link in a visitor's registration email (worker/domain/membership/pending-registration.ts).
export const Route = createFileRoute("/membership_/confirm")({
  validateSearch: (search: Record<string, unknown>): { id?: string; token?: string } => ({
    ...(typeof search.id === "string" ? { id: search.id } : {}),
    ...(typeof search.token === "string" ? { token: search.token } : {}),
  }),
  component: ConfirmRegistrationRoute,
});

function ConfirmRegistrationRoute() {
  const { id, token } = Route.useSearch();
  return <ConfirmRegistrationPage id={id} token={token} />;
}
