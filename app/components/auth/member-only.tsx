import { type ReactNode, useEffect } from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { useAuth } from "../../queries/auth";
import { toast } from "../ui/toast-store";

/** Spec point 8: 500 ms on member pages, 1000 ms on admin pages before going to sign-in. */
const REDIRECT_DELAY_MS = { member: 500, admin: 1000 } as const;

/**
 * Pages in the signed-in route set only. Signed-out visitors see the 'Unauthorized' toast and are
 * sent to /api/login (which returns them here after signing in). The server enforces access too.
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

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
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
  }, [isLoading, isAuthenticated, area, t]);

  if (isLoading) {
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        {t("loading")}
      </p>
    );
  }
  return isAuthenticated ? children : null;
}
