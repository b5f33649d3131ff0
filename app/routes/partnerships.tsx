import { createFileRoute } from "@tanstack/react-router";
import { PartnershipsPage } from "../components/partnerships/partnerships-page";

export const Route = createFileRoute("/partnerships")({
  component: PartnershipsPage,
});
