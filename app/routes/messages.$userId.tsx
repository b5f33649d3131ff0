import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

const ConversationPage = lazy(() =>
  import("../components/messages/conversation-page").then((m) => ({ default: m.ConversationPage })),
);

export const Route = createFileRoute("/messages/$userId")({
  component: ConversationRoute,
});

function ConversationRoute() {
  const { userId } = Route.useParams();
  return (
    <Suspense fallback={null}>
      <ConversationPage userId={userId} />
    </Suspense>
  );
}
