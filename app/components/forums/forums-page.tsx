import { useQuery } from "@tanstack/react-query";
import { Link, useRouterState } from "@tanstack/react-router";
import { ArrowLeft, Search } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useT } from "../../i18n";
import { forumsMessages } from "../../i18n/messages/forums";
import { api } from "../../lib/api-client";
import { useAuth } from "../../queries/auth";
import { type ForumFilters, forumCategoriesQuery } from "../../queries/forums";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame, useShownIn } from "../page-frame";
import { inputClass } from "../ui/field";
import { CategoryList } from "./category-list";
import { NewThreadForm } from "./new-thread-form";
import { ThreadLists } from "./thread-lists";

const ALL = "all";

/**
 * /forums and /community (spec point 2): categories, pinned and recent discussions, a category filter
 * and search (both in the URL), and "Start a discussion" for members.
 */
export function ForumsPage({
  filters,
  onFiltersChange,
}: {
  filters: ForumFilters;
  onFiltersChange: (next: ForumFilters) => void;
}) {
  const t = useT(forumsMessages);
  const shownIn = useShownIn();
  const ids = useId();
  const { isAuthenticated, isLoading } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const categories = useQuery(forumCategoriesQuery);
  const [composing, setComposing] = useState(false);
  const [search, setSearch] = useState(filters.q ?? "");
  // Back and forward change the URL without this form: keep the box in step.
  useEffect(() => setSearch(filters.q ?? ""), [filters.q]);

  const change = (patch: Partial<ForumFilters>) => {
    const next = { ...filters, ...patch };
    onFiltersChange({
      ...(next.category ? { category: next.category } : {}),
      ...(next.q ? { q: next.q } : {}),
    });
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ q: search.trim() || undefined });
  };

  // While the sign-in check runs, an invisible stand-in holds the button's place: on a phone the
  // second button wraps to its own line, and the page below must not jump when it appears.
  const startButton = isLoading ? (
    <span aria-hidden="true" className="btn-primary invisible">
      {t("signInToPost")}
    </span>
  ) : isAuthenticated ? (
    <button
      type="button"
      className="btn-primary"
      aria-expanded={composing}
      onClick={() => setComposing(true)}
    >
      {t("startDiscussion")}
    </button>
  ) : (
    <Link to="/login" search={{ next: pathname }} className="btn-primary">
      {t("signInToPost")}
    </Link>
  );

  return (
    <PageFrame
      title={t("title")}
      lead={t("lead")}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/membership" className="btn-outline">
            {t("becomeMember")}
          </Link>
          {startButton}
        </div>
      }
    >
      <OfflineNote path={api.forums.threads.$path()} />
      <Link
        to="/"
        className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t("backHome")}
      </Link>
      {composing && isAuthenticated ? (
        <NewThreadForm initialCategory={filters.category} onCancel={() => setComposing(false)} />
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <aside aria-labelledby={`${ids}-categories`} className="grid content-start gap-3">
          <h2 id={`${ids}-categories`} className="text-xl font-semibold text-slate-900">
            {t("categoriesHeading")}
          </h2>
          <CategoryList
            headingId={`${ids}-categories`}
            selected={filters.category}
            onSelect={(category) => change({ category })}
          />
        </aside>
        <div className="grid content-start gap-6">
          <search
            aria-label={t("filtersLabel")}
            className="card grid gap-4 sm:grid-cols-[1fr_14rem] sm:items-end"
          >
            <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
              <div className="grid min-w-48 flex-1 gap-1.5">
                <label htmlFor={`${ids}-search`} className="text-sm font-semibold text-slate-800">
                  {t("searchLabel")}
                </label>
                <input
                  id={`${ids}-search`}
                  type="search"
                  dir="auto"
                  value={search}
                  placeholder={t("searchPlaceholder")}
                  onChange={(event) => setSearch(event.target.value)}
                  className={inputClass}
                />
              </div>
              <button type="submit" className="btn-primary">
                <Search aria-hidden="true" className="size-4" />
                {t("searchButton")}
              </button>
            </form>
            <div className="grid gap-1.5">
              <label htmlFor={`${ids}-category`} className="text-sm font-semibold text-slate-800">
                {t("categoryLabel")}
              </label>
              <select
                id={`${ids}-category`}
                value={filters.category ?? ALL}
                onChange={(event) =>
                  change({ category: event.target.value === ALL ? undefined : event.target.value })
                }
                className={inputClass}
              >
                <option value={ALL}>{t("allCategories")}</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={category.slug} {...shownIn(category.shownIn.name)}>
                    {category.name}
                  </option>
                ))}
                {filters.category && !categories.data?.some((c) => c.slug === filters.category) ? (
                  <option value={filters.category}>{filters.category}</option>
                ) : null}
              </select>
            </div>
          </search>
          <ThreadLists filters={filters} />
        </div>
      </div>
    </PageFrame>
  );
}
