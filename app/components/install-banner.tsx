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
    <aside
      aria-labelledby={titleId}
      className="border-b border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
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
