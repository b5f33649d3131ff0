import type { ReactNode } from "react";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";

/**
 * Loading, error (with Retry) and empty states of an admin list; renders `children` only when
 * there are rows. Loading and the error are announced (status, alert).
 */
export function ListState({
  isPending,
  isError,
  isEmpty,
  emptyText,
  onRetry,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  if (isPending)
    return (
      <p role="status" className="text-slate-600">
        {t("loading")}
      </p>
    );
  if (isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
        <p>{t("loadError")}</p>
        {onRetry ? (
          <button type="button" className="btn-outline" onClick={onRetry}>
            {t("retry")}
          </button>
        ) : null}
      </div>
    );
  if (isEmpty)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
        {emptyText ?? t("empty")}
      </p>
    );
  return children;
}
