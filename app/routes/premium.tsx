import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../components/page-frame";

// Stub: the static-pages work replaces this with the spec's content.
export const Route = createFileRoute("/premium")({
  component: PremiumPage,
});

function PremiumPage() {
  return <PageFrame title="Premium Membership" />;
}
