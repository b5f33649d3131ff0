import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";

type Tab = "upcoming" | "past";
const tabs: Tab[] = ["upcoming", "past"];
const label = { upcoming: "tabUpcoming", past: "tabPast" } as const;

/** Upcoming and Past as ARIA tabs: arrow keys, Home and End move between them (the choice goes into the URL). */
export function EventsTabs({
  current,
  onSelect,
  children,
}: {
  current: Tab;
  onSelect: (tab: Tab) => void;
  children: ReactNode;
}) {
  const t = useT(eventsPageMessages);
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(current);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === "Home"
        ? tabs[0]
        : event.key === "End"
          ? tabs.at(-1)
          : step
            ? tabs.at((index + step) % tabs.length)
            : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`#events-tab-${next}`)?.focus();
  }

  return (
    <div className="grid gap-6">
      <div
        ref={listRef}
        role="tablist"
        aria-label={t("tabsLabel")}
        onKeyDown={onKeyDown}
        className="flex gap-2 border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const selected = tab === current;
          return (
            <button
              key={tab}
              id={`events-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls="events-tabpanel"
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab)}
              className={`-mb-px border-b-2 px-4 py-2 font-semibold ${
                selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600"
              }`}
            >
              {t(label[tab])}
            </button>
          );
        })}
      </div>
      <div
        id="events-tabpanel"
        role="tabpanel"
        aria-labelledby={`events-tab-${current}`}
        className="grid gap-6"
      >
        {children}
      </div>
    </div>
  );
}
