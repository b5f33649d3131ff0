import { createFileRoute } from "@tanstack/react-router";
import { HelpArticlesAdminPage } from "../components/admin-help-articles/help-articles-admin-page";

export const Route = createFileRoute("/admin/help-articles")({
  component: HelpArticlesAdminPage,
});
