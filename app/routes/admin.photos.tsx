import { createFileRoute } from "@tanstack/react-router";
import { AdminPhotosPage } from "../components/events-page/admin-photos-page";

export const Route = createFileRoute("/admin/photos")({
  component: AdminPhotosPage,
});
