import { createFileRoute } from "@tanstack/react-router";
import { forumSearch } from "../components/forums/forum-search";
import { ForumsPage } from "../components/forums/forums-page";

export const Route = createFileRoute("/forums")({
  validateSearch: forumSearch,
  component: ForumsRoute,
});

function ForumsRoute() {
  const navigate = Route.useNavigate();
  return (
    <ForumsPage
      filters={Route.useSearch()}
      onFiltersChange={(search) => void navigate({ search, replace: true, resetScroll: false })}
    />
  );
}
