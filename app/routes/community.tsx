// /community is the same page as /forums (spec point 2).
import { createFileRoute } from "@tanstack/react-router";
import { forumSearch } from "../components/forums/forum-search";
import { ForumsPage } from "../components/forums/forums-page";

export const Route = createFileRoute("/community")({
  validateSearch: forumSearch,
  component: CommunityRoute,
});

function CommunityRoute() {
  const navigate = Route.useNavigate();
  return (
    <ForumsPage
      filters={Route.useSearch()}
      onFiltersChange={(search) => void navigate({ search, replace: true, resetScroll: false })}
    />
  );
}
