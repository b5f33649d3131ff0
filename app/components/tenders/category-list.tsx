import { tenderCategories } from "../../../worker/contract/enums";
import type { TenderCategory } from "../../../worker/contract/tenders";
import { useLanguage, useT } from "../../i18n";
import { tendersMessages } from "../../i18n/messages/tenders";
import { categoryLabel } from "./tender-format";

type Entry = [TenderCategory | undefined, string, number | undefined];

/** The categories with their counts for the current search; choosing one filters the list. */
export function CategoryList({
  counts,
  total,
  selected,
  onSelect,
}: {
  counts: Record<TenderCategory, number> | undefined;
  total: number | undefined;
  selected: TenderCategory | undefined;
  onSelect: (category: TenderCategory | undefined) => void;
}) {
  const t = useT(tendersMessages);
  const { language } = useLanguage();
  const number = new Intl.NumberFormat(language);
  const entries: Entry[] = [
    [undefined, t("allCategories"), total],
    ...tenderCategories.map((category): Entry => [category, categoryLabel(t, category), counts?.[category]]),
  ];
  return (
    <section aria-labelledby="tender-categories-title" className="grid content-start gap-2">
      <h2 id="tender-categories-title" className="text-lg font-semibold text-slate-900">
        {t("categoriesHeading")}
      </h2>
      {/* A row of chips on small screens, a column beside the list from lg up. */}
      <ul className="flex flex-wrap gap-2 lg:grid lg:gap-1">
        {entries.map(([category, label, count]) => (
          <li key={category ?? "all"}>
            <button
              type="button"
              aria-pressed={selected === category}
              onClick={() => onSelect(category)}
              className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 lg:w-full lg:justify-between lg:border-0 text-start text-slate-800 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              <span>{label}</span>
              {count === undefined ? null : (
                <span className="rounded-full bg-slate-100 px-2 text-sm text-slate-800">
                  <span className="sr-only">(</span>
                  {number.format(count)}
                  <span className="sr-only">)</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
