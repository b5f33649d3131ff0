import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
// From enums (not the contract module): route files ship in the first-visit bundle, and the contract pulls in zod.
import { type WhatsappTypeFilter, whatsappTypeFilters } from "../../worker/contract/enums";
import { type WhatsappFilters, WhatsappGroupsPage } from "../components/whatsapp/whatsapp-groups-page";

type WhatsappSearch = { search?: string; type?: Exclude<WhatsappTypeFilter, "all"> };

export const Route = createFileRoute("/whatsapp-groups")({
  // ?search=&type= keep the filters in the address; "all" and empty text are simply left out.
  validateSearch: (raw: Record<string, unknown>): WhatsappSearch => {
    const text =
      typeof raw.search === "string" || typeof raw.search === "number" ? String(raw.search).trim() : "";
    const type = whatsappTypeFilters.find((value) => value === raw.type && value !== "all");
    return {
      ...(text ? { search: text.slice(0, 100) } : {}),
      ...(type && type !== "all" ? { type } : {}),
    };
  },
  component: WhatsappGroupsRoute,
});

function WhatsappGroupsRoute() {
  const { search = "", type = "all" } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback(
    (next: WhatsappFilters) =>
      navigate({
        search: {
          ...(next.search ? { search: next.search } : {}),
          ...(next.type !== "all" ? { type: next.type } : {}),
        },
        replace: true,
      }),
    [navigate],
  );
  return <WhatsappGroupsPage filters={{ search, type }} onFiltersChange={onFiltersChange} />;
}
