import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { mentorshipMessages } from "../../i18n/messages/mentorship";

/** Loading, error (with a retry) and empty states of a list on /mentorship; children render the rows. */
export function QueryState<T>({
  query,
  loading,
  error,
  empty,
  children,
}: {
  /** A useQuery result, or the same fields picked from one. */
  query: { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  loading: string;
  error: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const t = useT(mentorshipMessages);
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
        <p>{error}</p>
        <button type="button" className="btn-outline" onClick={() => void query.refetch()}>
          {t("tryAgain")}
        </button>
      </div>
    );
  }
  const rows = query.data ?? [];
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
        {empty}
      </p>
    );
  }
  return children(rows);
}
