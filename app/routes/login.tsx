import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../components/auth/login-page";
import { nextSearch } from "../lib/text-search";

export const Route = createFileRoute("/login")({
  // ?next= is where to go after signing in; the page accepts only same-site paths from it.
  validateSearch: nextSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { next } = Route.useSearch();
  return <LoginPage next={next} />;
}
