import { createFileRoute } from "@tanstack/react-router";
import { CheckinPage } from "../components/admin-events/checkin-page";

export const Route = createFileRoute("/admin/checkin/$eventId")({
  component: CheckinRoute,
});

function CheckinRoute() {
  const { eventId } = Route.useParams();
  return <CheckinPage eventId={eventId} />;
}
