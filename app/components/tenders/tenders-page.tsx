import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { tenderStatuses } from "../../../worker/contract/enums";
import type { TenderCategory, TenderStatus } from "../../../worker/contract/tenders";
import { useT } from "../../i18n";
import { pagesMessages } from "../../i18n/messages/pages";
import { tendersMessages } from "../../i18n/messages/tenders";
import { tendersQuery } from "../../queries/tenders";
import { PageFrame } from "../page-frame";
import { inputClass } from "../ui/field";
import { AlertsDialog } from "./alerts-dialog";
import { CategoryList } from "./category-list";
import { PremiumBanner } from "./premium-banner";
import { TenderCard } from "./tender-card";
import { TenderDialog } from "./tender-dialog";
import { TenderResults } from "./tender-results";

/** The page's state in the URL: filters, and the tender whose details are open. */
export type TendersSearch = { q?: string; category?: TenderCategory; status?: TenderStatus; tender?: string };

export function TendersPage({
  search,
  onChange,
}: {
  search: TendersSearch;
  onChange: (next: TendersSearch) => void;
}) {
  const t = useT(tendersMessages);
  const pages = useT(pagesMessages);
  const id = useId();
  const [text, setText] = useState(search.q ?? "");
  // Back and forward change the URL without this form: keep the box in step.
  useEffect(() => setText(search.q ?? ""), [search.q]);
  const [alertsOpen, setAlertsOpen] = useState(false);
  const [focusDocuments, setFocusDocuments] = useState(false);

  const list = useInfiniteQuery({
    ...tendersQuery({ search: search.q, category: search.category, status: search.status }),
    placeholderData: keepPreviousData,
  });
  const first = list.data?.pages[0];
  const tenders = list.data?.pages.flatMap((page) => page.tenders) ?? [];
  const premiumAccess = first?.premiumAccess ?? false;
  const change = (patch: Partial<TendersSearch>) => onChange({ ...search, ...patch });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ q: text.trim() || undefined });
  };

  return (
    <PageFrame
      title={pages("tendersTitle")}
      lead={pages("tendersLead")}
      actions={
        <button type="button" className="btn-outline" onClick={() => setAlertsOpen(true)}>
          {t("alertsButton")}
        </button>
      }
    >
      {first && !premiumAccess ? <PremiumBanner /> : null}
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <CategoryList
          counts={first?.counts}
          total={first?.total}
          selected={search.category}
          onSelect={(category) => change({ category })}
        />
        <div className="grid content-start gap-6">
          <search aria-label={t("filtersLabel")}>
            <form
              onSubmit={submitSearch}
              className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem]"
            >
              <div className="grid gap-1">
                <label htmlFor={`${id}-q`} className="font-medium text-slate-800">
                  {t("searchLabel")}
                </label>
                <div className="flex gap-2">
                  <input
                    id={`${id}-q`}
                    type="search"
                    value={text}
                    maxLength={100}
                    placeholder={t("searchPlaceholder")}
                    onChange={(event) => setText(event.target.value)}
                    className={inputClass}
                  />
                  <button type="submit" className="btn-primary">
                    {t("searchButton")}
                  </button>
                </div>
              </div>
              <div className="grid gap-1">
                <label htmlFor={`${id}-status`} className="font-medium text-slate-800">
                  {t("statusLabel")}
                </label>
                <select
                  id={`${id}-status`}
                  value={search.status ?? "all"}
                  onChange={(event) =>
                    change({
                      status: event.target.value === "all" ? undefined : (event.target.value as TenderStatus),
                    })
                  }
                  className={inputClass}
                >
                  <option value="all">{t("statusAll")}</option>
                  {tenderStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(status === "Active" ? "statusActive" : "statusClosed")}
                    </option>
                  ))}
                </select>
              </div>
            </form>
          </search>
          <TenderResults
            list={list}
            count={first ? (search.category ? first.counts[search.category] : first.total) : 0}
            isEmpty={tenders.length === 0}
          >
            <ul className="grid gap-4">
              {tenders.map((tender) => (
                <li key={tender.id} className="grid">
                  <TenderCard
                    tender={tender}
                    onOpen={(focus) => {
                      setFocusDocuments(focus === "documents");
                      change({ tender: tender.slug });
                    }}
                  />
                </li>
              ))}
            </ul>
          </TenderResults>
        </div>
      </div>
      <TenderDialog
        slug={search.tender}
        focusDocuments={focusDocuments}
        onClose={() => change({ tender: undefined })}
      />
      <AlertsDialog open={alertsOpen} premiumAccess={premiumAccess} onClose={() => setAlertsOpen(false)} />
    </PageFrame>
  );
}
