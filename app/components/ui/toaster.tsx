import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { useToasts } from "./toast-store";

type ToastViewModule = typeof import("./toast-view");
let loadedView: ToastViewModule | undefined;

/**
 * The toast card's code is fetched with the first toast rather than by every visit (most never see
 * one). Tests call it up front so toasts render synchronously.
 */
export async function loadToastView(): Promise<ToastViewModule> {
  loadedView ??= await import("./toast-view");
  return loadedView;
}

/**
 * The notification region (spec point 9): announced to screen readers, F8 moves focus into it,
 * at most one toast (see toast-store), 420 px wide at most from medium screens up.
 */
export function Toaster() {
  const toasts = useToasts().filter((item) => item.open);
  const t = useT(shellMessages);
  const regionRef = useRef<HTMLElement>(null);
  const [view, setView] = useState(loadedView);
  const waiting = toasts.length > 0 && !view;

  useEffect(() => {
    // A failed load (offline before the service worker cached it) is retried by the next toast.
    if (waiting) loadToastView().then(setView, () => undefined);
  }, [waiting]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={`${t("notifications")} (F8)`}
      className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:end-0 sm:top-auto sm:flex-col md:max-w-[420px]"
    >
      <ol className="grid gap-2">
        {view
          ? toasts.map((item) => <view.ToastView key={item.id} item={item} closeLabel={t("close")} />)
          : null}
      </ol>
    </section>
  );
}
