import { type FormEvent, useId, useState } from "react";
import { type HelpCategory, helpCategories, type Language, languages } from "../../../worker/contract/enums";
import { type HelpArticleInput, helpArticleSchema } from "../../../worker/contract/help-articles";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminHelpArticlesMessages } from "../../i18n/messages/admin-help-articles";
import { errorFields, hasStatus } from "../../lib/api-errors";
import { useAdminMutation } from "../admin/admin-kit";
import { controlProps, Field, inputClass } from "../ui/field";
import { helpArticlesApi, helpInvalidates } from "./queries";

type Key = keyof typeof adminHelpArticlesMessages.en;
type ErrorField = "slug" | "title" | "body" | "sortOrder" | "duplicate";

export const languageKey: Record<Language, Key> = { en: "langEn", ar: "langAr", ur: "langUr" };
export const categoryKey: Record<HelpCategory, Key> = {
  account: "catAccount",
  membership: "catMembership",
  events: "catEvents",
  careers: "catCareers",
};
const errorKey: Record<ErrorField, Key> = {
  slug: "errorSlug",
  title: "errorTitle",
  body: "errorBody",
  sortOrder: "errorSort",
  duplicate: "errorDuplicate",
};

/** What the form starts from: an article to edit, a translation to add (slug and category set), or nothing. */
export type HelpArticleDraft = Partial<HelpArticleInput> & { id?: string };

/** Creates or edits one language version; the API's schema checks first, typed text survives failures. */
export function HelpArticleForm({ draft, onDone }: { draft: HelpArticleDraft; onDone?: () => void }) {
  const t = useT(adminHelpArticlesMessages);
  const ta = useT(adminMessages);
  const id = useId();
  const [errors, setErrors] = useState<ErrorField[]>([]);
  const save = useAdminMutation({ mutationFn: helpArticlesApi.save, invalidate: helpInvalidates });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const input: HelpArticleInput = {
      slug: text("slug"),
      language: text("language") as Language,
      category: text("category") as HelpCategory,
      title: text("title"),
      body: text("body"),
      isPopular: data.get("isPopular") === "on",
      isPublished: data.get("isPublished") === "on",
      sortOrder: text("sortOrder") === "" ? 0 : Number(text("sortOrder")),
    };
    const parsed = helpArticleSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.path[0] as ErrorField));
      return;
    }
    setErrors([]);
    save.mutate(
      { id: draft.id ?? null, input },
      {
        onSuccess: () => {
          if (!draft.id) form.reset();
          onDone?.();
        },
        onError: (error) =>
          setErrors(hasStatus(error, 409) ? ["duplicate"] : (errorFields(error) as ErrorField[])),
      },
    );
  }

  const field = (name: string) => `${id}-${name}`;
  const error = (name: ErrorField) => (errors.includes(name) ? t(errorKey[name]) : undefined);
  const slugError = error("slug") ?? error("duplicate");
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
      <Field id={field("slug")} label={t("slugLabel")} required hint={t("slugHint")} error={slugError}>
        <input
          {...controlProps(field("slug"), { hint: t("slugHint"), error: slugError })}
          name="slug"
          required
          dir="ltr"
          maxLength={80}
          defaultValue={draft.slug}
          className={inputClass}
        />
      </Field>
      <Field id={field("language")} label={t("languageLabel")} required>
        <select
          id={field("language")}
          name="language"
          defaultValue={draft.language ?? "en"}
          className={inputClass}
        >
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(languageKey[language])}
            </option>
          ))}
        </select>
      </Field>
      <Field id={field("category")} label={t("categoryLabel")} required>
        <select
          id={field("category")}
          name="category"
          defaultValue={draft.category ?? "account"}
          className={inputClass}
        >
          {helpCategories.map((category) => (
            <option key={category} value={category}>
              {t(categoryKey[category])}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={field("title")}
        label={t("titleLabel")}
        required
        error={error("title")}
        className="sm:col-span-3"
      >
        <input
          {...controlProps(field("title"), { error: error("title") })}
          name="title"
          required
          dir="auto"
          maxLength={160}
          defaultValue={draft.title}
          className={inputClass}
        />
      </Field>
      <Field
        id={field("body")}
        label={t("bodyLabel")}
        required
        error={error("body")}
        className="sm:col-span-3"
      >
        <textarea
          {...controlProps(field("body"), { error: error("body") })}
          name="body"
          required
          dir="auto"
          rows={6}
          maxLength={10_000}
          defaultValue={draft.body}
          className={inputClass}
        />
      </Field>
      <Field id={field("sortOrder")} label={t("sortLabel")} hint={t("sortHint")} error={error("sortOrder")}>
        <input
          {...controlProps(field("sortOrder"), { hint: t("sortHint"), error: error("sortOrder") })}
          name="sortOrder"
          type="number"
          min={0}
          max={10_000}
          step={1}
          defaultValue={Number(draft.sortOrder ?? 0)}
          className={inputClass}
        />
      </Field>
      <div className="grid content-center gap-2 sm:col-span-2">
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            name="isPopular"
            defaultChecked={draft.isPopular ?? false}
            className="size-5 accent-brand-700"
          />
          {t("popularLabel")}
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            name="isPublished"
            defaultChecked={draft.isPublished ?? true}
            className="size-5 accent-brand-700"
          />
          {t("publishedLabel")}
        </label>
      </div>
      <div className="flex gap-2 sm:col-span-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? ta("saving") : draft.id ? ta("save") : ta("create")}
        </button>
        {onDone ? (
          <button type="button" className="btn-ghost" onClick={onDone}>
            {ta("cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
