import { createFileRoute } from "@tanstack/react-router";
import { ExplorePage } from "../components/explore/explore-page";

type ExploreSearch = { q?: string };

export const Route = createFileRoute("/explore")({
  // The member header links here as /explore?q=...; the router parses ?q=2030 as a number, so
  // numbers count as text too, and anything else or an empty query is dropped.
  validateSearch: (search: Record<string, unknown>): ExploreSearch => {
    const raw = search.q;
    const q = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
    return q ? { q } : {};
  },
  component: ExploreRoute,
});

function ExploreRoute() {
  const { q } = Route.useSearch();
  return <ExplorePage query={q} />;
}
