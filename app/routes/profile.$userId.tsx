import { createFileRoute } from "@tanstack/react-router";
import { PublicProfilePage } from "../components/profile/public-profile-page";

export const Route = createFileRoute("/profile/$userId")({
  component: PublicProfileRoute,
});

function PublicProfileRoute() {
  const { userId } = Route.useParams();
  return <PublicProfilePage userId={userId} />;
}
