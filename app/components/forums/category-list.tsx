import { useQuery } from "@tanstack/react-query";
import { useLanguage, useT } from "../../i18n";
import { forumsMessages } from "../../i18n/messages/forums";
import { forumCategoriesQuery } from "../../queries/forums";
import { useShownIn } from "../page-frame";
import { ListSkeleton } from "../ui/list-skeleton";
import { activityTime } from "../whatsapp/relative-time";

/** The categories with their counts; choosing one filters the discussions (choosing it again clears it). */
export function CategoryList({
  headingId,
  selected,
  onSelect,
}: {
  headingId: string;
  selected?: string;
  onSelect: (slug: string | undefined) => void;
}) {
  const t = useT(forumsMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const query = useQuery(forumCategoriesQuery);
  // Five rows like the usual categories: on a phone the discussions below must not jump down.
  if (query.isPending) return <ListSkeleton label={t("loading")} rows={5} rowClassName="h-32" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t("categoriesError")}
      </p>
    );
  if (query.data.length === 0) return <p className="text-sm text-slate-600">{t("categoriesEmpty")}</p>;
  return (
    <ul aria-labelledby={headingId} className="grid gap-2">
      {query.data.map((category) => {
        const active = category.slug === selected;
        return (
          <li key={category.id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(active ? undefined : category.slug)}
              className={`grid w-full gap-1 rounded-lg border p-3 text-start ${
                active ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-white hover:border-brand-600"
              }`}
            >
              <span {...shownIn(category.shownIn.name)} className="font-semibold text-slate-900">
                {category.name}
              </span>
              <span className="grid gap-1">
                <span {...shownIn(category.shownIn.description)} className="text-sm text-slate-600">
                  {category.description}
                </span>
                <span className="text-xs text-slate-700">
                  {category.threadCount === 1
                    ? t("threadCountOne")
                    : t("threadCount", { count: category.threadCount })}
                  {" · "}
                  {category.replyCount === 1
                    ? t("replyCountOne")
                    : t("replyCount", { count: category.replyCount })}
                </span>
                <span className="text-xs text-slate-700">
                  {category.lastActivityAt
                    ? t("lastActivity", { time: activityTime(category.lastActivityAt, language) })
                    : t("noActivity")}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
