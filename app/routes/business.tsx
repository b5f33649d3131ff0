import { createFileRoute } from "@tanstack/react-router";
import { BusinessDirectory } from "../components/business/business-directory";
import type { BusinessFilters } from "../queries/businesses";

/** Text filters from the URL; 'all', empty or non-text values mean "no filter". */
function textParam(value: unknown): string | undefined {
  const text = typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  return text && text.toLowerCase() !== "all" ? text.slice(0, 200) : undefined;
}

/** The directory's own search params, whatever else the URL holds (the root's, such as a link's `lang`). */
function businessSearch(search: Record<string, unknown>): BusinessFilters {
  const filters: BusinessFilters = {};
  const industry = textParam(search.industry);
  const location = textParam(search.location);
  const q = textParam(search.q);
  if (industry) filters.industry = industry;
  if (location) filters.location = location;
  if (q) filters.q = q;
  if (search.halal === true || search.halal === "true") filters.halal = true;
  return filters;
}

export const Route = createFileRoute("/business")({
  validateSearch: businessSearch,
  component: BusinessRoute,
});

function BusinessRoute() {
  // Only its own fields: the list's query key is the filters, and the page hands over the unfiltered one.
  const filters = businessSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <BusinessDirectory
      filters={filters}
      onFiltersChange={(next) => navigate({ search: next, replace: true })}
    />
  );
}
