import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../components/page-frame";

// Stub: the static-pages work replaces this with the spec's content.
export const Route = createFileRoute("/job-placement")({
  component: JobPlacementPage,
});

function JobPlacementPage() {
  return <PageFrame title="Job Placement" />;
}
