import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";

/** Spec: three placeholder posts while the session (or the member home's code) loads. */
export function FeedSkeleton() {
  const t = useT(shellMessages);
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-8" role="status" aria-label={t("loading")}>
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
