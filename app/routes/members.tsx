import { createFileRoute } from "@tanstack/react-router";
import { MembersDirectoryPage } from "../components/network/members-directory-page";
import type { DirectoryFilters } from "../queries/members";

const names = ["q", "profession", "industry", "city", "company", "language", "skill"] as const;

export const Route = createFileRoute("/members")({
  // Text only here (this file ships with every page); directoryQuery drops an unknown industry or
  // language before asking the API, which would answer 422.
  validateSearch: (search: Record<string, unknown>): DirectoryFilters => {
    const filters: DirectoryFilters = {};
    for (const name of names) {
      const value = search[name];
      if (typeof value === "string" && value.trim()) filters[name] = value.trim().slice(0, 100);
    }
    const page = Math.floor(Number(search.page));
    if (page > 1) filters.page = Math.min(page, 1000);
    return filters;
  },
  component: MembersRoute,
});

function MembersRoute() {
  return <MembersDirectoryPage filters={Route.useSearch()} />;
}
