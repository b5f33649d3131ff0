import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { TenderListAnswer } from "../../../worker/contract/tenders";
import { useT } from "../../i18n";
import { tendersMessages } from "../../i18n/messages/tenders";

/** The list's loading, error and empty states, the count, the cards and "Load more". */
export function TenderResults({
  list,
  count,
  isEmpty,
  children,
}: {
  list: UseInfiniteQueryResult<InfiniteData<TenderListAnswer>>;
  count: number;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const t = useT(tendersMessages);
  return (
    <section aria-labelledby="tender-results-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="tender-results-title" className="text-lg font-semibold text-slate-900">
          {t("resultsHeading")}
        </h2>
        {list.data && !isEmpty ? (
          <p role="status" className="text-sm text-slate-600">
            {t("resultsCount", { count })}
          </p>
        ) : null}
      </div>
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          {t("loading")}
        </p>
      ) : list.isError && !list.data ? (
        <div
          role="alert"
          className="grid justify-items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p className="text-red-800">{t("loadFailed")}</p>
          <button type="button" className="btn-outline" onClick={() => void list.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : isEmpty ? (
        <div
          role="status"
          className="grid gap-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-8 text-center"
        >
          <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
          <p className="text-slate-600">{t("emptyText")}</p>
        </div>
      ) : (
        <>
          {children}
          {list.isFetchNextPageError ? (
            <p role="alert" className="text-red-800">
              {t("loadFailed")}
            </p>
          ) : null}
          {list.hasNextPage ? (
            <button
              type="button"
              className="btn-outline justify-self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
