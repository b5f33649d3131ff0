import { createFileRoute } from "@tanstack/react-router";
import { SignupPage } from "../components/auth/signup-page";
import { nextSearch } from "../lib/text-search";

export const Route = createFileRoute("/signup")({
  // ?next= is where to go once onboarding is done (the landing's "Get your card": /membership-card).
  validateSearch: nextSearch,
  component: SignupRoute,
});

function SignupRoute() {
  const { next } = Route.useSearch();
  return <SignupPage next={next} />;
}
