import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import type { AdminForumThread } from "../../../worker/contract/forums";
import { useT } from "../../i18n";
import { forumsAdminMessages } from "../../i18n/messages/forums-admin";
import {
  type AdminThreadFilters,
  adminForumCategoriesQuery,
  adminForumThreadsQuery,
  forumAdminApi,
  forumAdminInvalidates,
} from "../../queries/forums-admin";
import { AdminListState, useAdminMutation } from "../admin/admin-kit";
import { inputClass } from "../ui/field";
import { ThreadReplies } from "./thread-replies";

const statuses = ["all", "visible", "removed"] as const;
const statusLabel = { all: "statusAll", visible: "statusVisible", removed: "statusRemoved" } as const;

/** Discussions for moderation, removed ones included: pin, lock, remove, and the replies of each. */
export function ThreadPanel() {
  const t = useT(forumsAdminMessages);
  const id = useId();
  const [filters, setFilters] = useState<AdminThreadFilters>({ category: "all", status: "all", search: "" });
  const categories = useQuery(adminForumCategoriesQuery);
  const query = useQuery({ ...adminForumThreadsQuery(filters), placeholderData: keepPreviousData });
  const set = (patch: Partial<AdminThreadFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {t("threadsHeading")}
      </h2>
      <search aria-label={t("filtersLabel")} className="card grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-search`} className="text-sm font-semibold text-slate-800">
            {t("searchLabel")}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
            className={inputClass}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-category`} className="text-sm font-semibold text-slate-800">
            {t("categoryLabel")}
          </label>
          <select
            id={`${id}-category`}
            value={filters.category}
            onChange={(event) => set({ category: event.target.value })}
            className={inputClass}
          >
            <option value="all">{t("allCategories")}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-status`} className="text-sm font-semibold text-slate-800">
            {t("statusLabel")}
          </label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as AdminThreadFilters["status"] })}
            className={inputClass}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(statusLabel[status])}
              </option>
            ))}
          </select>
        </div>
      </search>
      <AdminListState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={query.data?.length === 0}
        emptyText={t("noThreads")}
      >
        <ul className="grid gap-3">
          {query.data?.map((thread) => (
            <li key={thread.id}>
              <ThreadRow thread={thread} />
            </li>
          ))}
        </ul>
      </AdminListState>
    </section>
  );
}

function Flag({ text, tone }: { text: string; tone: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}

function ThreadRow({ thread }: { thread: AdminForumThread }) {
  const t = useT(forumsAdminMessages);
  const [showReplies, setShowReplies] = useState(false);
  const moderate = useAdminMutation({
    mutationFn: forumAdminApi.moderateThread,
    invalidate: forumAdminInvalidates,
  });
  const act = (patch: { isPinned?: boolean; isLocked?: boolean; removed?: boolean }) =>
    moderate.mutate({ id: thread.id, ...patch });
  const removed = thread.removedAt !== null;
  const publicPage = !removed && !thread.categoryHidden;

  return (
    <article aria-label={thread.title} className="card grid gap-3">
      <div className="grid gap-1">
        <h3 className="font-semibold text-slate-900">
          {publicPage ? (
            <Link to="/forums/$slug" params={{ slug: thread.slug }} className="underline">
              {thread.title}
            </Link>
          ) : (
            thread.title
          )}
        </h3>
        <p className="text-sm text-slate-600">
          {t("threadMeta", {
            author: thread.authorName,
            category: thread.category.name,
            count: thread.replyCount,
          })}
        </p>
        <p className="flex flex-wrap gap-1.5">
          {thread.isPinned ? <Flag text={t("pinned")} tone="bg-brand-100 text-brand-900" /> : null}
          {thread.isLocked ? <Flag text={t("locked")} tone="bg-slate-200 text-slate-800" /> : null}
          {removed ? <Flag text={t("removed")} tone="bg-red-100 text-red-900" /> : null}
          {thread.categoryHidden ? (
            <Flag text={t("categoryHidden")} tone="bg-amber-100 text-amber-900" />
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          disabled={moderate.isPending}
          onClick={() => act({ isPinned: !thread.isPinned })}
        >
          {thread.isPinned ? t("unpin") : t("pin")}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={moderate.isPending}
          onClick={() => act({ isLocked: !thread.isLocked })}
        >
          {thread.isLocked ? t("unlock") : t("lock")}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={moderate.isPending}
          onClick={() => act({ removed: !removed })}
        >
          {removed ? t("restore") : t("remove")}
        </button>
        <button
          type="button"
          className="btn-ghost"
          aria-expanded={showReplies}
          onClick={() => setShowReplies((open) => !open)}
        >
          {showReplies ? t("hideReplies") : t("showReplies")}
        </button>
      </div>
      {showReplies ? <ThreadReplies thread={thread} /> : null}
    </article>
  );
}
