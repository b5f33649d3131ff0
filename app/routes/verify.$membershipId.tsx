import { createFileRoute } from "@tanstack/react-router";
import { VerifyPage } from "../components/membership-card/verify-page";
import { textSearch } from "../lib/text-search";

export const Route = createFileRoute("/verify/$membershipId")({
  // ?partner=<slug>: the partner's counter link, so the check counts for the partner report.
  validateSearch: textSearch("partner"),
  component: VerifyRoute,
});

function VerifyRoute() {
  const { membershipId } = Route.useParams();
  const { partner } = Route.useSearch();
  return <VerifyPage membershipId={membershipId} partner={partner} />;
}
