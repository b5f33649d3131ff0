import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../components/page-frame";

// Stub: the static-pages work replaces this with the spec's content.
export const Route = createFileRoute("/mentorship")({
  component: MentorshipPage,
});

function MentorshipPage() {
  return <PageFrame title="Mentorship" />;
}
