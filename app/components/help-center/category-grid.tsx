import { useT } from "../../i18n";
import { helpCenterMessages } from "../../i18n/messages/help-center";
import { type CategoryId, categories } from "./content";

/** Choosing a category narrows the articles and answers below; choosing it again shows everything. */
export function CategoryGrid({
  selected,
  onSelect,
}: {
  selected: CategoryId | null;
  onSelect: (category: CategoryId | null) => void;
}) {
  const t = useT(helpCenterMessages);
  return (
    <section aria-labelledby="help-categories" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="help-categories" className="text-2xl font-bold text-slate-900">
          {t("categoriesHeading")}
        </h2>
        {selected ? (
          <button type="button" className="btn-ghost" onClick={() => onSelect(null)}>
            {t("allCategories")}
          </button>
        ) : null}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => {
          const Icon = category.icon;
          const isSelected = selected === category.id;
          return (
            <li key={category.id} className="grid">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(isSelected ? null : category.id)}
                className={`card flex items-start gap-3 p-4 text-start transition hover:border-brand-600 sm:flex-col sm:gap-2 sm:p-5 ${
                  isSelected ? "border-2 border-brand-700 bg-brand-50" : ""
                }`}
              >
                <Icon aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
                <span className="grid gap-1">
                  <span className="font-semibold text-slate-900">{t(category.title)}</span>
                  <span className="text-sm text-slate-600">{t(category.text)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
