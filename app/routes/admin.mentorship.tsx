import { createFileRoute } from "@tanstack/react-router";
import { AdminMentorshipPage } from "../components/admin-mentorship/admin-mentorship-page";

export const Route = createFileRoute("/admin/mentorship")({
  component: AdminMentorshipPage,
});
