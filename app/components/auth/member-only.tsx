import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { sessionState, useAuth } from "../../queries/auth";
import { toast } from "../ui/toast-store";

/** Spec point 8: 500 ms on member pages, 1000 ms on admin pages before going to sign-in. */
const REDIRECT_DELAY_MS = { member: 500, admin: 1000 } as const;

/**
 * Pages in the signed-in route set only. When a session has ended, the spec's 'Unauthorized' toast
 * shows and /api/login follows (it returns them here after signing in). A visitor with no session to
 * lose (never signed in, or signed out) goes straight to the sign-in page, which says "Sign in to
 * continue" and returns them here: no alarm over a blank page. The server enforces access too.
 */
export function MemberOnly({
  children,
  area = "member",
}: {
  children: ReactNode;
  area?: "member" | "admin";
}) {
  const t = useT(shellMessages);
  const { isLoading, isAuthenticated } = useAuth();
  const router = useRouter();

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    if (!sessionState.ended) {
      const next = router.state.location.href;
      // Once (a re-render on the sign-in page itself must not wrap the link again).
      if (router.state.location.pathname !== "/login")
        void router.navigate({ to: "/login", search: { next }, replace: true });
      return;
    }
    toast({
      title: t("unauthorizedTitle"),
      description: area === "admin" ? t("unauthorizedAdminText") : t("unauthorizedText"),
      variant: "destructive",
    });
    const timer = setTimeout(() => {
      const next = `${location.pathname}${location.search}`;
      location.assign(`/api/login?next=${encodeURIComponent(next)}`);
    }, REDIRECT_DELAY_MS[area]);
    return () => clearTimeout(timer);
  }, [isLoading, isAuthenticated, area, t, router]);

  if (isLoading) {
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        {t("loading")}
      </p>
    );
  }
  return isAuthenticated ? children : null;
}
