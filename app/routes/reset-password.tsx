import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "../components/auth/reset-password-page";
import { textSearch } from "../lib/text-search";

// In both route sets (signed in and signed out): the emailed link must work either way.
export const Route = createFileRoute("/reset-password")({
  validateSearch: textSearch("token", "error"),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, error } = Route.useSearch();
  return <ResetPasswordPage token={token} error={error} />;
}
