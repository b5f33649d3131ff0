import { createFileRoute } from "@tanstack/react-router";
import { industries, spokenLanguages } from "../../worker/contract/enums";
import { MembersDirectoryPage } from "../components/network/members-directory-page";
import type { DirectoryFilters } from "../queries/members";

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim().slice(0, 100) : "";

export const Route = createFileRoute("/members")({
  // Unknown industries or languages are dropped rather than sent (the API would answer 422).
  validateSearch: (search: Record<string, unknown>): DirectoryFilters => {
    const filters: DirectoryFilters = {};
    for (const name of ["q", "profession", "city", "company", "skill"] as const) {
      const value = text(search[name]);
      if (value) filters[name] = value;
    }
    const industry = industries.find((known) => known === search.industry);
    if (industry) filters.industry = industry;
    const language = spokenLanguages.find((known) => known === search.language);
    if (language) filters.language = language;
    const page = Number(search.page);
    if (Number.isInteger(page) && page > 1) filters.page = Math.min(page, 1000);
    return filters;
  },
  component: MembersRoute,
});

function MembersRoute() {
  return <MembersDirectoryPage filters={Route.useSearch()} />;
}
