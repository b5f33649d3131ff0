import { useT } from "../i18n";
import { shellMessages } from "../i18n/messages/shell";

/** 'A new version is available': Later hides it, Reload activates the waiting service worker. */
export function UpdateDialog({ apply, onLater }: { apply: () => void; onLater: () => void }) {
  const t = useT(shellMessages);
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-title"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-slate-900 p-4 text-white shadow-xl md:bottom-6"
    >
      <p id="update-title" className="text-sm">
        {t("updateAvailable")}
      </p>
      <div className="flex gap-2">
        <button type="button" className="rounded px-3 py-1 text-sm text-slate-300" onClick={onLater}>
          {t("later")}
        </button>
        <button
          type="button"
          className="rounded bg-white px-3 py-1 text-sm font-semibold text-slate-900"
          onClick={apply}
        >
          {t("reload")}
        </button>
      </div>
    </div>
  );
}
