import { createFileRoute } from "@tanstack/react-router";
import { EventsPage } from "../components/events-page/events-page";

export const Route = createFileRoute("/events")({
  component: EventsPage,
});
