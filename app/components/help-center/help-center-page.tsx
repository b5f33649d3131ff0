import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { matchesHelpSearch } from "../../../worker/contract/help-search";
import { useLanguage, useT } from "../../i18n";
import { helpCenterMessages } from "../../i18n/messages/help-center";
import { helpArticlesQuery } from "../../queries/help-articles";
import { PageFrame } from "../page-frame";
import { ArticleList } from "./article-list";
import { ArticleView } from "./article-view";
import { CategoryGrid } from "./category-grid";
import { type CategoryId, type HelpEntry, questions } from "./content";
import { HelpContact } from "./help-contact";
import { HelpSearch } from "./help-search";
import { answerVars, QuickHelp } from "./quick-help";

const SEARCH_DELAY_MS = 250;

/** The text after the visitor paused typing, so each keystroke is not a request. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** /help-center; `article` is the ?article= slug of the article being read, if any. */
export function HelpCenterPage({ article }: { article?: string }) {
  const t = useT(helpCenterMessages);
  const { language } = useLanguage();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<CategoryId | null>(null);
  const search = useSettled(query.trim(), SEARCH_DELAY_MS);
  const filtering = search !== "" || category !== null;

  const articles = useQuery(
    helpArticlesQuery({ language, category: category ?? undefined, search: search || undefined }),
  );
  // Articles come from the API; the quick-help answers stay in the catalog and filter here.
  const shownQuestions = questions.filter(
    (entry: HelpEntry) =>
      (category === null || entry.category === category) &&
      matchesHelpSearch(search, [t(entry.title), t(entry.text, answerVars)]),
  );
  const shownArticles = filtering ? (articles.data ?? []) : (articles.data ?? []).filter((a) => a.isPopular);
  const total = (articles.data?.length ?? 0) + shownQuestions.length;

  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-10">
        {article ? <ArticleView key={article} slug={article} /> : null}
        <div className="grid gap-3">
          <HelpSearch value={query} onChange={setQuery} />
          <p role="status" className="text-sm text-slate-600">
            {filtering && articles.data && !articles.isPlaceholderData
              ? t("resultsCount", { count: total })
              : ""}
          </p>
        </div>
        <CategoryGrid selected={category} onSelect={setCategory} />
        {/* While the next search loads, the previous results stay, dimmed and marked busy. */}
        <div
          id="help-results"
          aria-busy={articles.isPlaceholderData}
          className={`grid gap-10 ${articles.isPlaceholderData ? "opacity-60" : ""}`}
        >
          {articles.isPending ? (
            <p className="text-slate-600">{t("loadingArticles")}</p>
          ) : articles.isError ? (
            <div role="alert" className="grid justify-items-start gap-3">
              <p className="text-red-700">{t("articlesError")}</p>
              <button type="button" className="btn-outline" onClick={() => articles.refetch()}>
                {t("retry")}
              </button>
            </div>
          ) : total === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {t("noResults")}{" "}
              <Link to="/contact" className="font-semibold text-brand-700 underline">
                {t("contactCta")}
              </Link>
            </p>
          ) : null}
          {shownArticles.length > 0 ? (
            <ArticleList
              articles={shownArticles}
              heading={filtering ? t("matchingHeading") : t("articlesHeading")}
            />
          ) : null}
          {shownQuestions.length > 0 ? <QuickHelp entries={shownQuestions} /> : null}
        </div>
        <HelpContact />
      </div>
    </PageFrame>
  );
}
