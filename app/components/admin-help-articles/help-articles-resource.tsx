import { type HelpCategory, helpCategories, type Language, languages } from "../../../worker/contract/enums";
import {
  type AdminHelpArticle,
  type HelpArticleInput,
  helpArticleSchema,
} from "../../../worker/contract/help-articles";
import { useT } from "../../i18n";
import {
  type AdminHelpArticlesTexts,
  adminHelpArticlesMessages,
} from "../../i18n/messages/admin-help-articles";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { hasStatus } from "../../lib/api-errors";
import { type AdminResource, Badge, ResourceCard, useDeleteAction } from "../admin/kit";

const articles = api.admin["help-articles"];
const helpArticle = articles[":id"];
const byId = (id: string) => pathParams({ id });

const languageKey = { en: "langEn", ar: "langAr", ur: "langUr" } as const satisfies Record<
  Language,
  keyof AdminHelpArticlesTexts
>;
const categoryKey = {
  account: "catAccount",
  membership: "catMembership",
  events: "catEvents",
  careers: "catCareers",
} as const satisfies Record<HelpCategory, keyof AdminHelpArticlesTexts>;

/** /admin/help-articles: every language version of every article, to write, publish and delete. */
export function useHelpArticlesResource(): AdminResource<AdminHelpArticle, HelpArticleInput> {
  const t = useT(adminHelpArticlesMessages);

  return {
    key: [articles.$path()],
    list: async () => (await unwrap(articles.$get())).articles,
    invalidate: [articles.$path(), api.help.articles.$path()],
    rowKey: (article) => article.id,
    rowName: (article) => article.title,
    listTitle: t("listHeading"),
    emptyText: t("empty"),
    card: (article, actions) => (
      <ResourceCard
        level={3}
        title={
          <>
            <span lang={article.language} dir="auto" className="block">
              {article.title}
            </span>
            <span dir="ltr" className="block font-mono text-sm font-normal text-slate-600">
              {article.slug}
            </span>
          </>
        }
        badges={
          <>
            <Badge>{t(languageKey[article.language])}</Badge>
            <Badge>{t(categoryKey[article.category])}</Badge>
            <Badge tone={article.isPublished ? "brand" : "amber"}>
              {article.isPublished ? t("published") : t("draft")}
            </Badge>
            {article.isPopular ? <Badge tone="sky">{t("popular")}</Badge> : null}
          </>
        }
        actions={actions}
      />
    ),
    // The first version of an article offers the languages it still lacks, as a filled create form.
    rowExtra: (article, { rows, create }) => {
      const versions = rows.filter((row) => row.slug === article.slug);
      const missing = languages.filter((language) => !versions.some((v) => v.language === language));
      if (versions[0] !== article || missing.length === 0) return null;
      return (
        <button
          type="button"
          className="btn-outline"
          onClick={() => create({ ...article, title: "", body: "", language: missing[0] })}
        >
          {t("translate")}
          <span className="sr-only">
            {" "}
            {article.slug},{" "}
            {t("missingLanguages", { languages: missing.map((l) => t(languageKey[l])).join(", ") })}
          </span>
        </button>
      );
    },
    actions: [
      {
        label: (article) => (article.isPublished ? t("unpublish") : t("publish")),
        run: (row) =>
          expectOk(helpArticle.publish.$post({ ...byId(row.id), json: { isPublished: !row.isPublished } })),
      },
      useDeleteAction((row) => expectOk(helpArticle.$delete(byId(row.id)))),
    ],
    form: {
      schema: helpArticleSchema,
      save: (row, input) =>
        expectOk(row ? helpArticle.$put({ ...byId(row.id), json: input }) : articles.$post({ json: input })),
      toInput: (values) => ({ ...values, sortOrder: Number.isNaN(values.sortOrder) ? 0 : values.sortOrder }),
      errorsFor: (error) => (hasStatus(error, 409) ? { slug: t("errorDuplicate") } : undefined),
      title: (article) => (article ? t("editHeading", { title: article.title }) : t("addHeading")),
      inline: true,
      fields: [
        {
          name: "slug",
          label: t("slugLabel"),
          required: true,
          dir: "ltr",
          maxLength: 80,
          hint: t("slugHint"),
          error: t("errorSlug"),
        },
        {
          name: "language",
          label: t("languageLabel"),
          kind: "select",
          initial: "en",
          options: languages.map((language) => ({ value: language, label: t(languageKey[language]) })),
        },
        {
          name: "category",
          label: t("categoryLabel"),
          kind: "select",
          initial: "account",
          options: helpCategories.map((category) => ({ value: category, label: t(categoryKey[category]) })),
        },
        {
          name: "title",
          label: t("titleLabel"),
          required: true,
          wide: true,
          maxLength: 160,
          error: t("errorTitle"),
        },
        {
          name: "body",
          label: t("bodyLabel"),
          kind: "textarea",
          rows: 6,
          required: true,
          wide: true,
          maxLength: 10_000,
          error: t("errorBody"),
        },
        {
          name: "sortOrder",
          label: t("sortLabel"),
          kind: "number",
          min: 0,
          max: 10_000,
          initial: 0,
          hint: t("sortHint"),
          error: t("errorSort"),
        },
        { name: "isPopular", label: t("popularLabel"), kind: "checkbox", initial: false },
        { name: "isPublished", label: t("publishedLabel"), kind: "checkbox", initial: true },
      ],
    },
  };
}
