import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n";
import { notificationsMessages } from "../../i18n/messages/notifications";
import { unreadCountQuery } from "../../queries/notifications";
import { NotificationPanel } from "./notification-panel";

/**
 * The header's bell: the real unread count (refreshed on focus and every minute, see
 * unreadCountQuery) and a disclosure with the list. Escape and clicks outside close it.
 */
export function NotificationBell() {
  const t = useT(notificationsMessages);
  const count = useQuery(unreadCountQuery).data?.count ?? 0;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? t("bellUnread", { count }) : t("bell")}
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-md p-2 text-slate-600 hover:text-brand-700"
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span className="absolute -end-0.5 -top-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-red-600 px-1 text-[10px] font-bold text-white">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </button>
      {open ? <NotificationPanel id={panelId} unread={count} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
