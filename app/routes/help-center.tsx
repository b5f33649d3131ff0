import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../components/page-frame";

// Stub: the static-pages work replaces this with the spec's content.
export const Route = createFileRoute("/help-center")({
  component: HelpCenterPage,
});

function HelpCenterPage() {
  return <PageFrame title="Help Center" />;
}
