import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useLanguage, useT } from "../../i18n";
import { helpCenterMessages } from "../../i18n/messages/help-center";
import { PageFrame } from "../page-frame";
import { ArticleList } from "./article-list";
import { CategoryGrid } from "./category-grid";
import { articles, type CategoryId, type HelpEntry, questions } from "./content";
import { matchesQuery } from "./filter";
import { HelpContact } from "./help-contact";
import { HelpSearch } from "./help-search";
import { answerVars, QuickHelp } from "./quick-help";

export function HelpCenterPage() {
  const t = useT(helpCenterMessages);
  const { language } = useLanguage();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<CategoryId | null>(null);

  // Searches the text the visitor reads, in their language, including filled-in e-mail addresses.
  const visible = (entries: HelpEntry[]) =>
    entries.filter(
      (entry) =>
        (category === null || entry.category === category) &&
        matchesQuery(query, [t(entry.title), t(entry.text, answerVars)], language),
    );
  const shownArticles = visible(articles);
  const shownQuestions = visible(questions);
  const total = shownArticles.length + shownQuestions.length;
  const filtering = query.trim() !== "" || category !== null;

  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-10">
        <div className="grid gap-3">
          <HelpSearch value={query} onChange={setQuery} />
          <p role="status" className="text-sm text-slate-600">
            {filtering ? t("resultsCount", { count: total }) : ""}
          </p>
        </div>
        <CategoryGrid selected={category} onSelect={setCategory} />
        <div id="help-results" className="grid gap-10">
          {total === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {t("noResults")}{" "}
              <Link to="/contact" className="font-semibold text-brand-700 underline">
                {t("contactCta")}
              </Link>
            </p>
          ) : null}
          {shownArticles.length > 0 ? <ArticleList entries={shownArticles} /> : null}
          {shownQuestions.length > 0 ? <QuickHelp entries={shownQuestions} /> : null}
        </div>
        <HelpContact />
      </div>
    </PageFrame>
  );
}
