import { useId } from "react";
import { useT } from "../i18n";
import { installMessages } from "../i18n/messages/install";
import { forgetInstallOffer, type InstallOffer } from "../sw/install-offer";

/**
 * With the browser's offer: Install opens its dialog (an offer works once). Without one (iOS
 * Safari): how to add the app from the Share menu. "Not now" hides it for good.
 */
export function InstallBanner({ offer, onDismiss }: { offer: InstallOffer | null; onDismiss: () => void }) {
  const t = useT(installMessages);
  const titleId = useId();
  return (
    // Fixed above the phone's bottom bar, like the update prompt: appearing late (the browser offers
    // installing some seconds after load) it must not push the page around.
    <aside
      aria-labelledby={titleId}
      className="fixed inset-x-4 bottom-24 z-40 mx-auto max-w-md rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900 shadow-xl md:bottom-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p id={titleId} className="font-semibold">
            {t("installTitle")}
          </p>
          <p>{offer ? t("installText") : t("iosHint")}</p>
        </div>
        <div className="flex gap-2">
          <button type="button" className="btn-outline" onClick={onDismiss}>
            {t("notNow")}
          </button>
          {offer ? (
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                forgetInstallOffer();
                void offer.prompt();
              }}
            >
              {t("install")}
            </button>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
