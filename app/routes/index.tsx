import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { FeedSkeleton } from "../components/home/feed-skeleton";
import { Landing } from "../components/landing/landing";
import { useAuth } from "../queries/auth";

// Visitors never download the member home: it loads once the session says someone is signed in.
const MemberHome = lazy(() =>
  import("../components/home/member-home").then((m) => ({ default: m.MemberHome })),
);

export const Route = createFileRoute("/")({
  component: HomePage,
});

/** Visitors get the landing page; members get their feed (spec point 2). */
function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FeedSkeleton />;
  if (!user) return <Landing />;
  return (
    <Suspense fallback={<FeedSkeleton />}>
      <MemberHome />
    </Suspense>
  );
}
