import { createFileRoute } from "@tanstack/react-router";
import { tenderCategories, tenderStatuses } from "../../worker/contract/enums";
import { MemberOnly } from "../components/auth/member-only";
import { TendersPage, type TendersSearch } from "../components/tenders/tenders-page";

const categories: readonly string[] = tenderCategories;
const statuses: readonly string[] = tenderStatuses;
const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim().slice(0, 200) : "";

export const Route = createFileRoute("/tenders")({
  // Unknown categories and statuses (and 'all') are dropped: the URL then means "no filter".
  // `tender` is the slug whose details are open (alert emails link to it).
  validateSearch: (search: Record<string, unknown>): TendersSearch => {
    const q = text(search.q);
    const category = text(search.category);
    const status = text(search.status);
    const tender = text(search.tender);
    return {
      ...(q ? { q } : {}),
      ...(categories.includes(category) ? { category: category as TendersSearch["category"] } : {}),
      ...(statuses.includes(status) ? { status: status as TendersSearch["status"] } : {}),
      ...(tender ? { tender } : {}),
    };
  },
  component: TendersRoute,
});

function TendersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MemberOnly>
      <TendersPage
        search={search}
        onChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      />
    </MemberOnly>
  );
}
