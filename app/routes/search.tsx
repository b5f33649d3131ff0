import { createFileRoute } from "@tanstack/react-router";
import { searchKinds } from "../../worker/contract/enums";
import { SearchPage } from "../components/search/search-page";

type Kind = (typeof searchKinds)[number];
type SiteSearch = { q?: string; kind?: Kind };

export const Route = createFileRoute("/search")({
  // ?q=2030 arrives as a number: count it as text; an unknown kind shows every kind.
  validateSearch: (search: Record<string, unknown>): SiteSearch => {
    const raw = search.q;
    const q = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
    const kind = searchKinds.find((known) => known === search.kind);
    return { ...(q ? { q } : {}), ...(q && kind ? { kind } : {}) };
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { q, kind } = Route.useSearch();
  return <SearchPage query={q} kind={kind} />;
}
