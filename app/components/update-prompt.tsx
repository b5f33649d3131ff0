import { lazy, Suspense, useEffect, useState } from "react";
import { onUpdateReady } from "../sw/register";

// The dialog's code loads once a new version is actually waiting, which few visits see. It comes
// from the current service worker's cache, so offline too.
const UpdateDialog = lazy(() => import("./update-dialog").then((m) => ({ default: m.UpdateDialog })));

/**
 * 'A new version is available' with Reload, once a new service worker is waiting. `subscribe` is
 * workbox's waiting event (sw/register.ts); tests pass their own.
 */
export function UpdatePrompt({ subscribe = onUpdateReady }: { subscribe?: typeof onUpdateReady }) {
  const [apply, setApply] = useState<null | (() => void)>(null);
  useEffect(() => subscribe((applyUpdate) => setApply(() => applyUpdate)), [subscribe]);
  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog apply={apply} onLater={() => setApply(null)} />
    </Suspense>
  );
}
