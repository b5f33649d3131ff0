import { createFileRoute } from "@tanstack/react-router";
import { AdminCalendarPage } from "../components/admin-calendar/admin-calendar-page";

export const Route = createFileRoute("/admin/calendar")({
  component: AdminCalendarPage,
});
