import { RefreshCw } from "lucide-react";
import { useT } from "../../i18n";
import { premiumMessages } from "../../i18n/messages/premium";

/** Three grey cards in the plans' shape, so the page does not jump when the tiers arrive. */
export function PlansSkeleton() {
  const t = useT(premiumMessages);
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div aria-hidden="true" className="grid gap-6 md:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="card grid animate-pulse gap-4">
            <div className="h-6 w-1/3 rounded bg-slate-200" />
            <div className="h-10 w-1/2 rounded bg-slate-200" />
            <div className="h-6 w-2/3 rounded bg-slate-100" />
            <div className="grid gap-2">
              <div className="h-4 rounded bg-slate-100" />
              <div className="h-4 rounded bg-slate-100" />
              <div className="h-4 w-3/4 rounded bg-slate-100" />
            </div>
            <div className="h-10 rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function PlansError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT(premiumMessages);
  return (
    <div role="alert" className="card flex flex-col items-start gap-4 border-red-200 bg-red-50">
      <p className="text-red-800">{t("error")}</p>
      <button type="button" className="btn-outline bg-white" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={`size-4 ${retrying ? "animate-spin" : ""}`} />
        {t("retry")}
      </button>
    </div>
  );
}

export function PlansEmpty() {
  const t = useT(premiumMessages);
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
      {t("empty")}
    </p>
  );
}
