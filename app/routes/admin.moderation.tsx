import { createFileRoute } from "@tanstack/react-router";
import { ModerationPage } from "../components/admin-moderation/moderation-page";

export const Route = createFileRoute("/admin/moderation")({
  component: ModerationPage,
});
