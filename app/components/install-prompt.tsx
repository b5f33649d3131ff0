import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useAuth } from "../queries/auth";
import { installCoversPage, recordVisitDay } from "../sw/install-interest";
import {
  currentInstallOffer,
  installDismissed,
  isIosBrowser,
  rememberInstallDismissed,
  subscribeInstallOffer,
} from "../sw/install-offer";
import { useKeyboardOpen } from "./use-keyboard-open";

// The banner's code and texts load only when installing is actually possible.
const InstallBanner = lazy(() => import("./install-banner").then((m) => ({ default: m.InstallBanner })));

/**
 * 'Install SPPC' where the browser offers it, or the iOS Share-menu hint; gone for good once dismissed.
 * Only for someone interested (signed in, or back on another day), never over a ticket, the card, a
 * form or the steward's screen, and never while the keyboard is open.
 */
export function InstallPrompt() {
  const offer = useSyncExternalStore(subscribeInstallOffer, currentInstallOffer, () => null);
  const [ios] = useState(isIosBrowser);
  const [dismissed, setDismissed] = useState(installDismissed);
  const [returning] = useState(() => recordVisitDay());
  const { user } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const keyboardOpen = useKeyboardOpen();
  if (dismissed || (!offer && !ios)) return null;
  if (!(returning || user) || installCoversPage(pathname) || keyboardOpen) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner
        offer={offer}
        onDismiss={() => {
          rememberInstallDismissed();
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
