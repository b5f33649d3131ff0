import { createFileRoute } from "@tanstack/react-router";
import { AnnouncementPage } from "../components/announcements/announcement-page";

// Members only: the bell notice and the push of a campaign open it (the app shell, as for /tickets).
export const Route = createFileRoute("/announcements/$id")({
  component: AnnouncementRoute,
});

function AnnouncementRoute() {
  const { id } = Route.useParams();
  return <AnnouncementPage id={id} />;
}
