import { createFileRoute } from "@tanstack/react-router";
import { HelpCenterPage } from "../components/help-center/help-center-page";

type HelpCenterSearch = { article?: string };

export const Route = createFileRoute("/help-center")({
  // ?article=<slug> opens one article on the page; anything that is not a slug is dropped.
  validateSearch: (search: Record<string, unknown>): HelpCenterSearch =>
    typeof search.article === "string" && /^[a-z0-9-]{1,80}$/.test(search.article)
      ? { article: search.article }
      : {},
  component: HelpCenterRoute,
});

function HelpCenterRoute() {
  const { article } = Route.useSearch();
  return <HelpCenterPage article={article} />;
}
