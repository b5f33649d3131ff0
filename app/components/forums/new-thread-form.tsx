import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import { forumLimits } from "../../../worker/contract/forum-limits";
import { useT } from "../../i18n";
import { forumsMessages } from "../../i18n/messages/forums";
import { serverMessage } from "../../lib/api-errors";
import { useFieldErrors } from "../../lib/use-field-errors";
import { useStartThreadMutation } from "../../queries/forum-mutations";
import { forumCategoriesQuery } from "../../queries/forums";
import { useShownIn } from "../page-frame";
import { controlProps, Field, inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";
import { lengthError } from "./length-error";

const threadFields = ["categorySlug", "title", "body"] as const;
type Errors = Partial<Record<(typeof threadFields)[number], string>>;

/** A member starts a discussion; on success they land on its page. What was typed stays on any error. */
export function NewThreadForm({
  initialCategory,
  onCancel,
}: {
  initialCategory?: string;
  onCancel: () => void;
}) {
  const t = useT(forumsMessages);
  const shownIn = useShownIn();
  const id = useId();
  const navigate = useNavigate();
  const categories = useQuery(forumCategoriesQuery);
  const mutation = useStartThreadMutation();
  const [values, setValues] = useState({ categorySlug: initialCategory ?? "", title: "", body: "" });
  const [errors, setErrors] = useState<Errors>({});
  // What the server refused, shown where the browser's own check found nothing.
  const server = useFieldErrors(threadFields);
  const errorOf = (field: keyof Errors) => errors[field] ?? server.errors[field]?.[0];

  const check = (): Errors => ({
    categorySlug: values.categorySlug ? undefined : t("errorChooseCategory"),
    title: lengthError(t, values.title, forumLimits.titleMin, forumLimits.titleMax),
    body: lengthError(t, values.body, forumLimits.threadBodyMin, forumLimits.threadBodyMax),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    server.clear();
    if (Object.values(found).some(Boolean)) return;
    mutation.mutate(values, {
      onSuccess: (thread) => {
        toast({ title: t("discussionPosted") });
        void navigate({ to: "/forums/$slug", params: { slug: thread.slug } });
      },
      onError: (error) => {
        server.fromError(error);
        toast({
          title: t("postFailed"),
          description: serverMessage(error) ?? undefined,
          variant: "destructive",
        });
      },
    });
  };

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const hint = (min: number, max: number) => t("lengthHint", { min, max });

  return (
    <section aria-labelledby={`${id}-heading`} className="card mb-8 grid gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {t("formHeading")}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field id={`${id}-category`} label={t("formCategory")} required error={errorOf("categorySlug")}>
          <select
            {...controlProps(`${id}-category`, { error: errorOf("categorySlug") })}
            required
            value={values.categorySlug}
            onChange={set("categorySlug")}
            className={inputClass}
          >
            <option value="">{t("chooseCategory")}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.slug} {...shownIn(category.shownIn.name)}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-title`}
          label={t("formTitle")}
          required
          error={errorOf("title")}
          hint={hint(forumLimits.titleMin, forumLimits.titleMax)}
        >
          <input
            {...controlProps(`${id}-title`, {
              error: errorOf("title"),
              hint: hint(forumLimits.titleMin, forumLimits.titleMax),
            })}
            required
            dir="auto"
            maxLength={forumLimits.titleMax}
            value={values.title}
            onChange={set("title")}
            className={inputClass}
          />
        </Field>
        <Field
          id={`${id}-body`}
          label={t("formBody")}
          required
          error={errorOf("body")}
          hint={hint(forumLimits.threadBodyMin, forumLimits.threadBodyMax)}
        >
          <textarea
            {...controlProps(`${id}-body`, {
              error: errorOf("body"),
              hint: hint(forumLimits.threadBodyMin, forumLimits.threadBodyMax),
            })}
            required
            dir="auto"
            rows={6}
            maxLength={forumLimits.threadBodyMax}
            value={values.body}
            onChange={set("body")}
            className={inputClass}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? t("posting") : t("postDiscussion")}
          </button>
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {t("cancel")}
          </button>
        </div>
      </form>
    </section>
  );
}
