import { createFileRoute } from "@tanstack/react-router";
import { JobPlacementPage } from "../components/job-placement/job-placement-page";

export const Route = createFileRoute("/job-placement")({
  component: JobPlacementPage,
});
