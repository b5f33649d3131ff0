import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../components/page-frame";

// Stub: the static-pages work replaces this with the spec's content.
export const Route = createFileRoute("/explore")({
  component: ExplorePage,
});

function ExplorePage() {
  return <PageFrame title="Explore" />;
}
