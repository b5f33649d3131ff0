import { createFileRoute } from "@tanstack/react-router";
import { ForumsPage } from "../components/pages/forums-page";

export const Route = createFileRoute("/forums")({
  component: ForumsPage,
});
