import { createFileRoute } from "@tanstack/react-router";
import { FeedSkeleton, MemberHome } from "../components/home/member-home";
import { Landing } from "../components/landing/landing";
import { useAuth } from "../queries/auth";

export const Route = createFileRoute("/")({
  component: HomePage,
});

/** Visitors get the landing page; members get their feed (spec point 2). */
function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FeedSkeleton />;
  return user ? <MemberHome /> : <Landing />;
}
