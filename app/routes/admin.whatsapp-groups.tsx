import { createFileRoute } from "@tanstack/react-router";
import { AdminWhatsappPage } from "../components/admin-whatsapp/admin-whatsapp-page";

export const Route = createFileRoute("/admin/whatsapp-groups")({
  component: AdminWhatsappPage,
});
