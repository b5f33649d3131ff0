import { createFileRoute } from "@tanstack/react-router";
import { ForumThreadPage } from "../components/forums/thread-page";
import { forumThreadQuery } from "../queries/forums";

// forums_ keeps this page out of the /forums list's layout: /forums/{slug} is a page of its own.
export const Route = createFileRoute("/forums_/$slug")({
  loader: ({ context, params }) => {
    // A pre-rendered page's read is already in the cache (app/main.tsx adopts it): no fetch then.
    void context.queryClient.prefetchQuery(forumThreadQuery(params.slug));
  },
  component: ForumThreadRoute,
});

function ForumThreadRoute() {
  const { slug } = Route.useParams();
  return <ForumThreadPage slug={slug} />;
}
