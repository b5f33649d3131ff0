import { createFileRoute } from "@tanstack/react-router";
import { MyTicketsPage } from "../components/tickets/my-tickets-page";

// Members only (the page asks visitors to sign in); the tickets open offline too.
export const Route = createFileRoute("/tickets/")({
  component: MyTicketsPage,
});
