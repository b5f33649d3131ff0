import { X } from "lucide-react";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";

/** Chips that remove themselves when chosen (spec point 5). */
export function ChipList({
  items,
  label,
  empty,
  onRemove,
}: {
  items: readonly { value: string; label: string }[];
  label: string;
  empty: string;
  onRemove: (value: string) => void;
}) {
  const t = useT(profileMessages);
  if (items.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.value}>
          <button
            type="button"
            onClick={() => onRemove(item.value)}
            aria-label={t("removeItem", { item: item.label })}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            {item.label}
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
