import { Navigate } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { useAuth } from "../../queries/auth";
import { ComingSoon } from "../page-frame";

/** Spec: three placeholder posts while the session loads. */
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

/** The signed-in home; the feed, composer and widgets arrive with the member-home issue. */
export function MemberHome() {
  const t = useT(shellMessages);
  const { user } = useAuth();
  // Members who stopped before finishing onboarding are brought back to it (spec point 4).
  if (user && !user.onboardingCompletedAt) return <Navigate to="/onboarding" replace />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ComingSoon text={t("comingSoonNote")} />
    </div>
  );
}
