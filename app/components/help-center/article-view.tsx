import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLanguage, useT } from "../../i18n";
import { urduLeading } from "../../i18n/bidi";
import { helpCenterMessages } from "../../i18n/messages/help-center";
import { helpArticleQuery } from "../../queries/help-articles";
import { categories } from "./content";

/** The article named in ?article=, read in full above the list; "Back" clears the parameter. */
export function ArticleView({ slug }: { slug: string }) {
  const t = useT(helpCenterMessages);
  const { language } = useLanguage();
  const { data: article, isPending, isError, refetch } = useQuery(helpArticleQuery(slug, language));
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening an article moves focus to it, so keyboard and screen reader users land on what they chose.
  useEffect(() => {
    if (article) heading.current?.focus();
  }, [article]);

  const back = (
    <Link to="/help-center" search={{}} className="btn-ghost justify-self-start">
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t("backToArticles")}
    </Link>
  );
  if (isPending) return <p className="text-slate-600">{t("loadingArticles")}</p>;
  if (isError)
    return (
      <div role="alert" className="card grid gap-3">
        <p className="text-red-700">{t("articlesError")}</p>
        <button type="button" className="btn-outline justify-self-start" onClick={() => refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  if (!article)
    return (
      <div className="card grid gap-3">
        <p className="text-slate-700">{t("articleNotFound")}</p>
        {back}
      </div>
    );
  const category = categories.find((c) => c.id === article.category);
  const fallback = article.language !== language;
  return (
    <section aria-label={t("articleRegion")} className="card grid gap-4 border-2 border-brand-700 p-6 sm:p-8">
      {back}
      {fallback ? <p className="text-sm text-slate-600">{t("inEnglish")}</p> : null}
      <article lang={fallback ? article.language : undefined} className="grid gap-3">
        <p className="text-xs font-semibold text-brand-700 uppercase">{category ? t(category.title) : ""}</p>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {article.title}
        </h2>
        <p className={`leading-relaxed whitespace-pre-line text-slate-800 ${urduLeading}`}>{article.body}</p>
      </article>
    </section>
  );
}
