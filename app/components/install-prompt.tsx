import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import {
  currentInstallOffer,
  installDismissed,
  isIosBrowser,
  rememberInstallDismissed,
  subscribeInstallOffer,
} from "../sw/install-offer";

// The banner's code and texts load only when installing is actually possible.
const InstallBanner = lazy(() => import("./install-banner").then((m) => ({ default: m.InstallBanner })));

/** 'Install SPPC' where the browser offers it, or the iOS Share-menu hint; gone for good once dismissed. */
export function InstallPrompt() {
  const offer = useSyncExternalStore(subscribeInstallOffer, currentInstallOffer, () => null);
  const [ios] = useState(isIosBrowser);
  const [dismissed, setDismissed] = useState(installDismissed);
  if (dismissed || (!offer && !ios)) return null;
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
