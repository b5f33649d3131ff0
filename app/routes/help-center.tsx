import { createFileRoute } from "@tanstack/react-router";
import { HelpCenterPage } from "../components/help-center/help-center-page";

export const Route = createFileRoute("/help-center")({
  component: HelpCenterPage,
});
