import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../components/auth/login-page";

export const Route = createFileRoute("/login")({
  // ?next= is where to go after signing in; the page accepts only same-site paths from it.
  validateSearch: (search: Record<string, unknown>): { next?: string } =>
    typeof search.next === "string" ? { next: search.next } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { next } = Route.useSearch();
  return <LoginPage next={next} />;
}
