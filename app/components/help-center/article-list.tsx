import { Link } from "@tanstack/react-router";
import { FileText } from "lucide-react";
import type { HelpArticle } from "../../../worker/contract/help-articles";
import { useLanguage, useT } from "../../i18n";
import { urduLeading } from "../../i18n/bidi";
import { helpCenterMessages } from "../../i18n/messages/help-center";
import { categories } from "./content";

/** Article cards; each title opens the article at /help-center?article=<slug>. */
export function ArticleList({ articles, heading }: { articles: HelpArticle[]; heading: string }) {
  const t = useT(helpCenterMessages);
  const { language } = useLanguage();
  const lang = (article: HelpArticle) => (article.language === language ? undefined : article.language);
  const categoryTitle = (article: HelpArticle) => {
    const category = categories.find((c) => c.id === article.category);
    return category ? t(category.title) : "";
  };
  return (
    <section aria-labelledby="help-articles" className="grid gap-4">
      <h2 id="help-articles" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {articles.map((article) => (
          <li key={article.slug}>
            <article
              aria-labelledby={`article-${article.slug}`}
              className="card grid h-full content-start gap-2 p-5"
            >
              <p className="text-xs font-semibold text-brand-700 uppercase">{categoryTitle(article)}</p>
              {/* An English fallback is marked so screen readers switch voice. */}
              <h3
                id={`article-${article.slug}`}
                lang={lang(article)}
                className="flex items-start gap-2 font-semibold"
              >
                <FileText aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
                <Link
                  to="/help-center"
                  search={{ article: article.slug }}
                  className="text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {article.title}
                </Link>
              </h3>
              <p
                lang={lang(article)}
                className={`line-clamp-3 text-sm leading-relaxed text-slate-700 ${urduLeading}`}
              >
                {article.body}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
