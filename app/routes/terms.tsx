import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../components/page-frame";

// Stub: the static-pages work replaces this with the spec's content.
export const Route = createFileRoute("/terms")({
  component: TermsPage,
});

function TermsPage() {
  return <PageFrame title="Terms of Service" />;
}
