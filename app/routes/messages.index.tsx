import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

// Members only (the page says so and sends visitors to sign in); its code loads when opened.
const InboxPage = lazy(() =>
  import("../components/messages/inbox-page").then((m) => ({ default: m.InboxPage })),
);

export const Route = createFileRoute("/messages/")({
  component: () => (
    <Suspense fallback={null}>
      <InboxPage />
    </Suspense>
  ),
});
