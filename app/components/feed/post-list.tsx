import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n";
import { feedMessages } from "../../i18n/messages/feed";
import { postsQuery } from "../../queries/posts";
import { PostCard } from "./post-card";

/** Spec: 3 placeholder posts while loading. */
export function PostSkeletons() {
  const t = useT(feedMessages);
  return (
    <div className="grid gap-4" role="status" aria-label={t("loading")}>
      {[0, 1, 2].map((n) => (
        <div key={n} data-testid="post-skeleton" className="card animate-pulse">
          <div className="mb-4 flex items-center gap-3">
            <div className="size-10 rounded-full bg-slate-200" />
            <div className="h-4 w-40 rounded bg-slate-200" />
          </div>
          <div className="grid gap-2">
            <div className="h-3 rounded bg-slate-200" />
            <div className="h-3 w-5/6 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The feed (or saved posts), newest first. The next page loads when the end of the list scrolls into
 * view (IntersectionObserver); the 'Load more' button does the same for keyboards and old browsers.
 */
export function PostList({ saved }: { saved: boolean }) {
  const t = useT(feedMessages);
  const list = useInfiniteQuery(postsQuery(saved));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "400px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Notices link to /?post=<id>: once that post is on screen, bring it into view (once).
  const scrolled = useRef(false);
  const loaded = list.data?.pages.length ?? 0;
  useEffect(() => {
    if (scrolled.current || loaded === 0) return;
    const wanted = new URLSearchParams(window.location.search).get("post");
    const element = wanted ? document.getElementById(`post-${wanted}`) : null;
    if (element) {
      scrolled.current = true;
      element.scrollIntoView({ block: "start" });
    }
  }, [loaded]);

  if (list.isPending) return <PostSkeletons />;
  if (list.isError && !list.data) {
    return (
      <div role="alert" className="card grid justify-items-start gap-3">
        <p className="text-red-700">{t("loadError")}</p>
        <button type="button" className="btn-outline" onClick={() => void list.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  }
  const posts = list.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) {
    return (
      <div className="card text-center">
        <p className="text-lg font-semibold text-slate-900">{t(saved ? "savedEmptyTitle" : "emptyTitle")}</p>
        <p className="mt-1 text-slate-600">{t(saved ? "savedEmptyBody" : "emptyBody")}</p>
      </div>
    );
  }
  const now = new Date();
  return (
    <div className="grid gap-4">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} now={now} />
      ))}
      <div ref={sentinel} className="grid justify-items-center">
        {hasNextPage ? (
          <button
            type="button"
            className="btn-outline"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t("loadingMore") : t("loadMore")}
          </button>
        ) : (
          <p className="text-sm text-slate-600">{t("allCaughtUp")}</p>
        )}
      </div>
    </div>
  );
}
