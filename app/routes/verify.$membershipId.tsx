import { createFileRoute } from "@tanstack/react-router";
import { VerifyPage } from "../components/membership-card/verify-page";

export const Route = createFileRoute("/verify/$membershipId")({
  component: VerifyRoute,
});

function VerifyRoute() {
  const { membershipId } = Route.useParams();
  return <VerifyPage membershipId={membershipId} />;
}
