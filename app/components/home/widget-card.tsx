import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { homeMessages } from "../../i18n/messages/home";

/** The frame of a side widget: heading, the list or its loading / error / empty state, a "see all" link. */
export function WidgetCard({
  id,
  title,
  state,
  texts,
  onRetry,
  allLink,
  children,
}: {
  id: string;
  title: string;
  state: "pending" | "error" | "empty" | "ready";
  texts: { loading: string; error: string; empty: string };
  onRetry: () => void;
  allLink: { to: "/jobs" | "/business"; label: string };
  children: ReactNode;
}) {
  const t = useT(homeMessages);
  return (
    <section aria-labelledby={id} data-testid={id} className="card grid gap-3">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {state === "pending" ? (
        <p role="status" className="text-sm text-slate-600">
          {texts.loading}
        </p>
      ) : state === "error" ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm text-red-700">{texts.error}</p>
          <button type="button" className="btn-outline text-sm" onClick={onRetry}>
            {t("retry")}
          </button>
        </div>
      ) : state === "empty" ? (
        <p className="text-sm text-slate-600">{texts.empty}</p>
      ) : (
        children
      )}
      <Link to={allLink.to} className="text-sm font-medium text-brand-700 underline">
        {allLink.label}
      </Link>
    </section>
  );
}

export function widgetState(query: { isPending: boolean; isError: boolean; data?: unknown[] }) {
  if (query.isPending) return "pending" as const;
  if (query.isError) return "error" as const;
  return query.data && query.data.length > 0 ? ("ready" as const) : ("empty" as const);
}
