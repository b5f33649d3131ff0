import { type FormEvent, useId, useState } from "react";
import type { AdminForumCategory } from "../../../worker/contract/forums";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { forumsAdminMessages } from "../../i18n/messages/forums-admin";
import { forumAdminApi, forumAdminInvalidates } from "../../queries/forums-admin";
import { useAdminMutation } from "../admin/admin-kit";
import { controlProps, Field, inputClass } from "../ui/field";

/** Creates a category, or edits `category`; typed values stay when the server refuses them. */
export function CategoryForm({ category, onDone }: { category?: AdminForumCategory; onDone?: () => void }) {
  const t = useT(forumsAdminMessages);
  const admin = useT(adminMessages);
  const id = useId();
  const empty = { name: "", slug: "", description: "", sortOrder: "0" };
  const [values, setValues] = useState(
    category
      ? {
          name: category.name,
          slug: category.slug,
          description: category.description,
          sortOrder: String(category.sortOrder),
        }
      : empty,
  );
  const [nameError, setNameError] = useState<string>();
  const save = useAdminMutation({
    mutationFn: (input: Record<string, unknown>) =>
      category
        ? forumAdminApi.updateCategory({ id: category.id, ...input })
        : forumAdminApi.createCategory(input),
    invalidate: forumAdminInvalidates,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim();
    const problem = name.length < 2 || name.length > 80 ? t("errorName") : undefined;
    setNameError(problem);
    if (problem) return;
    const input = {
      name,
      // Empty means "make it from the name" (create) or "keep it" (edit).
      slug: values.slug.trim() || undefined,
      description: values.description.trim(),
      sortOrder: Number(values.sortOrder) || 0,
    };
    save.mutate(input, {
      onSuccess: () => {
        if (!category) setValues(empty);
        onDone?.();
      },
    });
  };
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={category ? t("editCategory", { name: category.name }) : t("newCategory")}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Field id={`${id}-name`} label={t("nameLabel")} required error={nameError}>
        <input
          {...controlProps(`${id}-name`, { error: nameError })}
          required
          maxLength={80}
          value={values.name}
          onChange={set("name")}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-slug`} label={t("slugLabel")} hint={t("slugHint")}>
        <input
          {...controlProps(`${id}-slug`, { hint: t("slugHint") })}
          dir="ltr"
          maxLength={60}
          value={values.slug}
          onChange={set("slug")}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-description`} label={t("descriptionLabel")} className="sm:col-span-2">
        <textarea
          id={`${id}-description`}
          rows={2}
          maxLength={300}
          value={values.description}
          onChange={set("description")}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-order`} label={t("sortOrderLabel")}>
        <input
          id={`${id}-order`}
          type="number"
          min={0}
          max={999}
          value={values.sortOrder}
          onChange={set("sortOrder")}
          className={inputClass}
        />
      </Field>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? admin("saving") : category ? admin("save") : admin("create")}
        </button>
        {onDone ? (
          <button type="button" className="btn-ghost" onClick={onDone}>
            {admin("cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
