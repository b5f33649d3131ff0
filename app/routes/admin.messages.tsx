import { createFileRoute } from "@tanstack/react-router";
import { MessagesAdminPage } from "../components/admin-messages/messages-admin-page";

export const Route = createFileRoute("/admin/messages")({
  component: MessagesAdminPage,
});
