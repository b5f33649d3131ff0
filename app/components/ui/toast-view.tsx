import { useEffect, useRef } from "react";
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from "./toast-store";

/** Spec point 9: a swipe to the right of at least 50 px dismisses a toast. */
export const SWIPE_THRESHOLD_PX = 50;

/** One toast: auto-dismiss (paused while pointed at or focused), swipe or button to close. */
export function ToastView({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const ref = useRef<HTMLLIElement>(null);
  const swipeStart = useRef<number | null>(null);
  const paused = useRef(false);

  // Auto-dismiss, paused while the pointer or keyboard focus is on the toast so it can be read.
  useEffect(() => {
    const duration = item.duration ?? TOAST_DURATION_MS;
    let remaining = duration;
    let started = Date.now();
    const tick = setInterval(() => {
      if (paused.current) {
        started = Date.now();
        return;
      }
      remaining -= Date.now() - started;
      started = Date.now();
      if (remaining <= 0) dismissToast(item.id);
    }, 100);
    return () => clearInterval(tick);
  }, [item.id, item.duration]);

  const setOffset = (px: number) => {
    if (ref.current) ref.current.style.transform = px ? `translateX(${px}px)` : "";
  };

  return (
    <li
      ref={ref}
      data-testid="toast"
      onPointerEnter={() => {
        paused.current = true;
      }}
      onPointerLeave={() => {
        paused.current = false;
      }}
      onFocus={() => {
        paused.current = true;
      }}
      onBlur={() => {
        paused.current = false;
      }}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
      }}
      onPointerUp={(event) => {
        const moved = swipeStart.current === null ? 0 : event.clientX - swipeStart.current;
        swipeStart.current = null;
        if (moved >= SWIPE_THRESHOLD_PX) dismissToast(item.id);
        else setOffset(0);
      }}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pe-10 shadow-lg transition-transform ${
        item.variant === "destructive"
          ? "border-red-700 bg-red-700 text-white"
          : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      {/* The live region sits inside the list item: a role on the <li> itself would break the list. */}
      <div
        role={item.variant === "destructive" ? "alert" : "status"}
        aria-atomic="true"
        className="grid gap-1"
      >
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? <p className="text-sm opacity-90">{item.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => dismissToast(item.id)}
        className="absolute end-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus:opacity-100"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}
