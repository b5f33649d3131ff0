import { FileText } from "lucide-react";
import { useT } from "../../i18n";
import { helpCenterMessages } from "../../i18n/messages/help-center";
import { urduLeading } from "../legal/bidi";
import { categories, type HelpEntry } from "./content";

export function ArticleList({ entries }: { entries: HelpEntry[] }) {
  const t = useT(helpCenterMessages);
  const categoryTitle = (entry: HelpEntry) => {
    const category = categories.find((c) => c.id === entry.category);
    return category ? t(category.title) : "";
  };
  return (
    <section aria-labelledby="help-articles" className="grid gap-4">
      <h2 id="help-articles" className="text-2xl font-bold text-slate-900">
        {t("articlesHeading")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <article
              aria-labelledby={`article-${entry.id}`}
              className="card grid h-full content-start gap-2 p-5"
            >
              <p className="text-xs font-semibold text-brand-700 uppercase">{categoryTitle(entry)}</p>
              <h3 id={`article-${entry.id}`} className="flex items-start gap-2 font-semibold text-slate-900">
                <FileText aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
                {t(entry.title)}
              </h3>
              <p className={`text-sm leading-relaxed text-slate-700 ${urduLeading}`}>{t(entry.text)}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
