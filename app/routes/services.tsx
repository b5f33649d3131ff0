import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../components/page-frame";

// Stub: the static-pages work replaces this with the spec's content.
export const Route = createFileRoute("/services")({
  component: ServicesPage,
});

function ServicesPage() {
  return <PageFrame title="Services" />;
}
