import type { UseQueryResult } from "@tanstack/react-query";

/** A page while its one read loads, or when it failed (with Try again): the event pages, a ticket link. */
export function PageLoadState({
  query,
  texts,
}: {
  query: Pick<UseQueryResult, "isError" | "refetch">;
  /** In the page's own words: what is loading, what failed, and the retry button. */
  texts: { loading: string; loadFailed: string; retry: string };
}) {
  if (!query.isError) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-slate-600">
        {texts.loading}
      </p>
    );
  }
  return (
    <div className="mx-auto grid max-w-lg gap-4 px-4 py-24 text-center">
      <p role="alert" className="text-slate-700">
        {texts.loadFailed}
      </p>
      <button type="button" onClick={() => query.refetch()} className="btn-outline justify-self-center">
        {texts.retry}
      </button>
    </div>
  );
}
