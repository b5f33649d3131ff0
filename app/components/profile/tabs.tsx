import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export type TabItem<T extends string> = { id: T; label: string; panel: ReactNode };

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select (mirrored in right-to-left
 * pages), Home and End jump to the ends. Every panel stays mounted, so unsaved edits survive a
 * switch to another tab.
 */
export function Tabs<T extends string>({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const index = items.findIndex((item) => item.id === selected);
    const steps: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: items.length - 1 - index,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.id))}`)?.focus();
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-x-1 border-b border-slate-200"
      >
        {items.map((item) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              id={tabId(item.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(item.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.id)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 sm:px-4 text-sm font-semibold ${
                active
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={panelId(item.id)}
          role="tabpanel"
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          className="pt-6"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
