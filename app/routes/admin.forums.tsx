import { createFileRoute } from "@tanstack/react-router";
import { AdminForumsPage } from "../components/forums-admin/admin-forums-page";

export const Route = createFileRoute("/admin/forums")({
  component: AdminForumsPage,
});
