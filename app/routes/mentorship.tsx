import { createFileRoute } from "@tanstack/react-router";
import { MentorshipPage } from "../components/mentorship/mentorship-page";

export const Route = createFileRoute("/mentorship")({
  component: MentorshipPage,
});
