import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { ForumThreadSummary } from "../../../worker/contract/forums";
import { useT } from "../../i18n";
import { forumsMessages } from "../../i18n/messages/forums";
import { type ForumFilters, forumThreadsQuery } from "../../queries/forums";
import { ThreadCard } from "./thread-card";

function ThreadSection({ title, threads }: { title: string; threads: ForumThreadSummary[] }) {
  const id = useId();
  if (threads.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="grid gap-3">
        {threads.map((thread) => (
          <li key={thread.id}>
            <ThreadCard thread={thread} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Pinned discussions, then recent ones (the API sends pinned first), with loading, error and empty states. */
export function ThreadLists({ filters }: { filters: ForumFilters }) {
  const t = useT(forumsMessages);
  const query = useInfiniteQuery({ ...forumThreadsQuery(filters), placeholderData: keepPreviousData });
  const threads = query.data?.pages.flatMap((page) => page.threads) ?? [];

  if (query.isPending)
    return (
      <p role="status" className="text-slate-600">
        {t("loading")}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="card grid justify-items-start gap-3">
        <p className="text-slate-700">{t("loadError")}</p>
        <button type="button" className="btn-outline" onClick={() => void query.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  if (threads.length === 0)
    return (
      <div role="status" className="card grid gap-1 text-center">
        <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
        <p className="text-slate-600">{t("emptyText")}</p>
      </div>
    );
  return (
    <div className="grid gap-8" aria-busy={query.isFetching}>
      <ThreadSection title={t("pinnedHeading")} threads={threads.filter((thread) => thread.isPinned)} />
      <ThreadSection title={t("recentHeading")} threads={threads.filter((thread) => !thread.isPinned)} />
      {query.hasNextPage ? (
        <button
          type="button"
          className="btn-outline justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
        </button>
      ) : null}
    </div>
  );
}
