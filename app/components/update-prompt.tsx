import { useEffect, useState } from "react";
import { useT } from "../i18n";
import { shellMessages } from "../i18n/messages/shell";
import { onUpdateReady } from "../sw/register";

/** 'A new version is available' with Reload, once a new service worker is waiting. */
export function UpdatePrompt() {
  const t = useT(shellMessages);
  const [apply, setApply] = useState<null | (() => void)>(null);
  useEffect(() => onUpdateReady((applyUpdate) => setApply(() => applyUpdate)), []);
  if (!apply) return null;
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
        <button
          type="button"
          className="rounded px-3 py-1 text-sm text-slate-300"
          onClick={() => setApply(null)}
        >
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
