import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { languages } from "../../../worker/contract/enums";
import type { AdminHelpArticle } from "../../../worker/contract/help-articles";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminHelpArticlesMessages } from "../../i18n/messages/admin-help-articles";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, useAdminMutation } from "../admin/admin-kit";
import { categoryKey, type HelpArticleDraft, HelpArticleForm, languageKey } from "./help-article-form";
import { adminHelpArticlesQuery, helpArticlesApi, helpInvalidates } from "./queries";

/** /admin/help-articles: every language version of every article, to write, publish and delete. */
export function HelpArticlesAdminPage() {
  const t = useT(adminHelpArticlesMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <HelpArticlesAdminContent />
    </AdminFrame>
  );
}

/** Versions grouped by slug, in the list's order (sortOrder, then slug). */
function groupBySlug(articles: AdminHelpArticle[]): [string, AdminHelpArticle[]][] {
  const groups = new Map<string, AdminHelpArticle[]>();
  for (const article of articles) groups.set(article.slug, [...(groups.get(article.slug) ?? []), article]);
  return [...groups];
}

function HelpArticlesAdminContent() {
  const t = useT(adminHelpArticlesMessages);
  const { data, isPending, isError } = useQuery(adminHelpArticlesQuery);
  // A "translate" click refills the add form; the key remounts it with the new defaults.
  const [draft, setDraft] = useState<HelpArticleDraft>({});
  const [draftKey, setDraftKey] = useState(0);
  const startTranslation = (next: HelpArticleDraft) => {
    setDraft(next);
    setDraftKey((k) => k + 1);
    document.getElementById("help-add")?.scrollIntoView({ behavior: "smooth" });
    // Focus lands on the first field, so the next keystrokes go into the form.
    setTimeout(
      () => document.querySelector<HTMLInputElement>("#help-add-form input[name=title]")?.focus(),
      0,
    );
  };
  const groups = groupBySlug(data ?? []);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="help-add" className="card grid gap-4">
        <h2 id="help-add" className="text-xl font-bold text-slate-900">
          {t("addHeading")}
        </h2>
        <div id="help-add-form">
          <HelpArticleForm key={draftKey} draft={draft} />
        </div>
      </section>
      <section aria-labelledby="help-list" className="grid gap-4">
        <h2 id="help-list" className="text-xl font-bold text-slate-900">
          {t("listHeading")}
        </h2>
        <AdminListState
          isPending={isPending}
          isError={isError}
          isEmpty={groups.length === 0}
          emptyText={t("empty")}
        >
          <ul className="grid gap-4">
            {groups.map(([slug, versions]) => (
              <ArticleGroup key={slug} slug={slug} versions={versions} onTranslate={startTranslation} />
            ))}
          </ul>
        </AdminListState>
      </section>
    </div>
  );
}

function ArticleGroup({
  slug,
  versions,
  onTranslate,
}: {
  slug: string;
  versions: AdminHelpArticle[];
  onTranslate: (draft: HelpArticleDraft) => void;
}) {
  const t = useT(adminHelpArticlesMessages);
  const missing = languages.filter((language) => !versions.some((v) => v.language === language));
  const first = versions[0];
  return (
    <li className="card grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 dir="ltr" className="font-mono text-base font-semibold text-slate-900">
          {slug}
        </h3>
        {missing.length > 0 && first ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {t("missingLanguages", { languages: missing.map((l) => t(languageKey[l])).join(", ") })}
            <button
              type="button"
              className="btn-outline"
              onClick={() =>
                onTranslate({
                  slug,
                  category: first.category,
                  language: missing[0],
                  sortOrder: first.sortOrder,
                  isPopular: first.isPopular,
                })
              }
            >
              {t("translate")}
            </button>
          </div>
        ) : null}
      </div>
      <ul className="grid gap-3">
        {versions.map((version) => (
          <VersionRow key={version.id} version={version} />
        ))}
      </ul>
    </li>
  );
}

function VersionRow({ version }: { version: AdminHelpArticle }) {
  const t = useT(adminHelpArticlesMessages);
  const ta = useT(adminMessages);
  const [editing, setEditing] = useState(false);
  const publish = useAdminMutation({ mutationFn: helpArticlesApi.setPublished, invalidate: helpInvalidates });
  const remove = useAdminMutation({
    mutationFn: helpArticlesApi.remove,
    invalidate: helpInvalidates,
    successTitle: ta("deleted"),
  });
  const busy = publish.isPending || remove.isPending;
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
              {t(languageKey[version.language])}
            </span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
              {t(categoryKey[version.category])}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 ${version.isPublished ? "bg-brand-100 text-brand-900" : "bg-amber-100 text-amber-900"}`}
            >
              {version.isPublished ? t("published") : t("draft")}
            </span>
            {version.isPopular ? (
              <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-900">{t("popular")}</span>
            ) : null}
          </p>
          <h4 lang={version.language} dir="auto" className="font-semibold text-slate-900">
            {version.title}
          </h4>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            {ta("edit")}
            <span className="sr-only">: {version.title}</span>
          </button>
          <button
            type="button"
            className="btn-outline"
            disabled={busy}
            onClick={() => publish.mutate({ id: version.id, isPublished: !version.isPublished })}
          >
            {version.isPublished ? t("unpublish") : t("publish")}
            <span className="sr-only">: {version.title}</span>
          </button>
          <button
            type="button"
            className="btn-outline text-red-700"
            disabled={busy}
            onClick={() => {
              if (window.confirm(ta("confirmDelete", { name: version.title }))) remove.mutate(version.id);
            }}
          >
            {ta("delete")}
            <span className="sr-only">: {version.title}</span>
          </button>
        </div>
      </div>
      {editing ? (
        <section
          aria-label={t("editHeading", { title: version.title })}
          className="border-t border-slate-200 pt-4"
        >
          <HelpArticleForm draft={version} onDone={() => setEditing(false)} />
        </section>
      ) : null}
    </li>
  );
}
