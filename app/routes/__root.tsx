import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { SiteHeader } from "../components/layout/site-header";
import { NotFound } from "../components/not-found";
import { Toaster } from "../components/ui/toaster";
import { useT } from "../i18n";
import { shellMessages } from "../i18n/messages/shell";
import { useQueueTriggers } from "../lib/offline-queue/triggers";
import { useAuth } from "../queries/auth";

// Visitors never download the signed-in chrome: it loads only once someone is signed in.
const loadMemberChrome = () => import("../components/layout/member-chrome");
// The footer is below every page's content: it loads after the first paint instead of with the entry.
const loadFooter = () => import("../components/layout/site-footer");
// The update and install offers show only after an event (from the service worker, or the browser's
// offer that install-offer.ts keeps from the entry): they load after the first paint too. The toaster
// stays in the entry: a toast shown just before a redirect (MemberOnly's 500 ms) must not wait for it.
const loadUpdatePrompt = () => import("../components/update-prompt");
const loadInstallPrompt = () => import("../components/install-prompt");

const MemberTop = lazy(() => loadMemberChrome().then((m) => ({ default: m.MemberTop })));
const SiteFooter = lazy(() => loadFooter().then((m) => ({ default: m.SiteFooter })));
const BottomNav = lazy(() => loadMemberChrome().then((m) => ({ default: m.BottomNav })));
const UpdatePrompt = lazy(() => loadUpdatePrompt().then((m) => ({ default: m.UpdatePrompt })));
const InstallPrompt = lazy(() => loadInstallPrompt().then((m) => ({ default: m.InstallPrompt })));

/**
 * The layout's lazy parts this reader's first render shows, loaded by app/main.tsx alongside the route:
 * with them in hand the first render commits once. Revealed later, in a commit of their own, they made
 * the browser lay the whole page out again (15-50 ms on this VM, four times that on a cheap phone).
 */
export function loadLayoutParts(signedIn: boolean): Promise<unknown> {
  return Promise.all([
    loadFooter(),
    loadUpdatePrompt(),
    loadInstallPrompt(),
    ...(signedIn ? [loadMemberChrome()] : []),
  ]);
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const t = useT(shellMessages);
  const { user } = useAuth();
  useQueueTriggers(); // sends RSVPs and posts written offline (the queue code loads only if needed)
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      {user ? (
        <Suspense fallback={<div className="h-14 border-b border-slate-200 bg-white md:h-16" />}>
          <MemberTop user={user} />
        </Suspense>
      ) : (
        <SiteHeader />
      )}
      {/* Signed-in phones get room for the bottom bar (spec point 2). At least a screen tall: the
          footer starts below the first screen, so a page's data arriving never pushes it (layout shift). */}
      <main id="main" tabIndex={-1} className={`min-h-lvh ${user ? "pb-20 md:pb-0" : ""}`}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {user ? (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      ) : null}
      <Toaster />
      <Suspense fallback={null}>
        <UpdatePrompt />
        <InstallPrompt />
      </Suspense>
    </>
  );
}
