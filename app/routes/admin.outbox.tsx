import { createFileRoute } from "@tanstack/react-router";
import { OutboxPage } from "../components/admin-outbox/outbox-page";

export const Route = createFileRoute("/admin/outbox")({
  component: OutboxPage,
});
