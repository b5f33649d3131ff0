import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { whatsappGroupTypes } from "../../../worker/contract/enums";
import type { WhatsappTypeFilter } from "../../../worker/contract/whatsapp-groups";
import { useT } from "../../i18n";
import { whatsappMessages } from "../../i18n/messages/whatsapp";
import { api } from "../../lib/api-client";
import { useAuth } from "../../queries/auth";
import { type WhatsappFilters, whatsappGroupsQuery } from "../../queries/whatsapp-groups";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { inputClass } from "../ui/field";
import { GroupCard, typeLabels } from "./group-card";

export type { WhatsappFilters };

const SEARCH_DELAY_MS = 250;

/** Public: visitors see the groups with a sign-in prompt, members get the invite links. */
export function WhatsappGroupsPage({
  filters,
  onFiltersChange,
}: {
  filters: WhatsappFilters;
  onFiltersChange: (next: WhatsappFilters) => void;
}) {
  const t = useT(whatsappMessages);
  const { user, isLoading: authLoading } = useAuth();
  const { data, isPending, isError } = useQuery({
    ...whatsappGroupsQuery(filters, user?.id ?? null),
    enabled: !authLoading,
    placeholderData: keepPreviousData,
  });
  const groups = data ?? [];

  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <OfflineNote path={api["whatsapp-groups"].$path()} />
      <WhatsappFiltersForm filters={filters} onFiltersChange={onFiltersChange} />
      <div aria-live="polite" className="mt-6">
        {isError ? (
          <p role="alert" className="text-red-700">
            {t("loadFailed")}
          </p>
        ) : isPending ? (
          <p role="status" className="text-slate-600">
            {t("loading")}
          </p>
        ) : groups.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-700">
            {t("empty")}
          </p>
        ) : (
          <>
            <p className="sr-only">{t("resultCount", { count: groups.length })}</p>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {groups.map((group) => (
                <li key={group.id}>
                  <GroupCard group={group} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </PageFrame>
  );
}

function WhatsappFiltersForm({
  filters,
  onFiltersChange,
}: {
  filters: WhatsappFilters;
  onFiltersChange: (next: WhatsappFilters) => void;
}) {
  const t = useT(whatsappMessages);
  const searchId = useId();
  const typeId = useId();
  const [text, setText] = useState(filters.search);

  // The URL is the source of truth; typing reaches it after a short pause.
  useEffect(() => setText(filters.search), [filters.search]);
  useEffect(() => {
    const next = text.trim();
    if (next === filters.search) return;
    const timer = setTimeout(() => onFiltersChange({ ...filters, search: next }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onFiltersChange]);

  return (
    <search className="grid gap-4 sm:grid-cols-[2fr_1fr]">
      <div className="grid gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          {t("searchLabel")}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            placeholder={t("searchPlaceholder")}
            onChange={(event) => setText(event.target.value)}
            className={`${inputClass} ps-9`}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={typeId} className="text-sm font-semibold text-slate-800">
          {t("typeLabel")}
        </label>
        <select
          id={typeId}
          value={filters.type}
          onChange={(event) =>
            onFiltersChange({ search: text.trim(), type: event.target.value as WhatsappTypeFilter })
          }
          className={inputClass}
        >
          <option value="all">{t("typeAll")}</option>
          {whatsappGroupTypes.map((type) => (
            <option key={type} value={type}>
              {t(typeLabels[type])}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
