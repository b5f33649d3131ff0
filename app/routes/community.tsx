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
      // Only its own fields: the route's search also holds the root's, such as a shared link's `lang`,
      // which would make a query key of its own and miss the list the pre-rendered page handed over.
      filters={forumSearch(Route.useSearch())}
      onFiltersChange={(search) => void navigate({ search, replace: true, resetScroll: false })}
    />
  );
}
