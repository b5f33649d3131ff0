import { createFileRoute } from "@tanstack/react-router";
import { ForumThreadPage } from "../components/forums/thread-page";
import { adoptPageData } from "../lib/page-data";
import { forumThreadQuery } from "../queries/forums";

// forums_ keeps this page out of the /forums list's layout: /forums/{slug} is a page of its own.
export const Route = createFileRoute("/forums_/$slug")({
  loader: ({ context, params }) => {
    // The worker's pre-rendered page carries this read: adopted, it is not fetched again.
    adoptPageData(context.queryClient);
    void context.queryClient.prefetchQuery(forumThreadQuery(params.slug));
  },
  component: ForumThreadRoute,
});

function ForumThreadRoute() {
  const { slug } = Route.useParams();
  return <ForumThreadPage slug={slug} />;
}
