import { Star } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type BusinessReview,
  businessReviewSchema,
  REVIEW_BODY_MAX,
} from "../../../worker/contract/businesses";
import { useT } from "../../i18n";
import { businessDetailMessages } from "../../i18n/messages/business-detail";
import { useDeleteReviewMutation, useSaveReviewMutation } from "../../queries/businesses";
import { controlProps, Field, FieldError, inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";

type Errors = { rating?: string; body?: string };

/** 1-5 stars as a real radio group: arrow keys move between stars, each star has its name in words. */
function StarRadioGroup({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: number;
  error?: string;
  onChange: (rating: number) => void;
}) {
  const t = useT(businessDetailMessages);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        {t("ratingLegend")}
        <span aria-hidden="true" className="ms-1 text-red-700">
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              id={`${id}-${n}`}
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              required
              aria-invalid={error ? true : undefined}
              // Transparent over its star: the star is what people click, the radio gets the click.
              className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
            />
            <span className="sr-only">{n === 1 ? t("oneStar") : t("manyStars", { count: n })}</span>
            <Star
              aria-hidden="true"
              className={n <= value ? "size-8 fill-amber-400 text-amber-500" : "size-8 text-slate-400"}
            />
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A member's one review: creating it, or editing and deleting the one they wrote. */
export function ReviewForm({
  slug,
  businessName,
  mine,
}: {
  slug: string;
  businessName: string;
  mine: BusinessReview | null;
}) {
  const t = useT(businessDetailMessages);
  const id = useId();
  const save = useSaveReviewMutation(slug);
  const remove = useDeleteReviewMutation(slug);
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [body, setBody] = useState(mine?.body ?? "");
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = businessReviewSchema.safeParse({ rating, body });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === "rating") found.rating = t("ratingRequired");
        if (issue.path[0] === "body")
          found.body = body.trim() ? t("bodyTooLong", { max: REVIEW_BODY_MAX }) : t("bodyRequired");
      }
      setErrors(found);
      // The first problem gets the focus, so keyboard and screen reader users land on it.
      document.getElementById(found.rating ? `${id}-rating-1` : `${id}-body`)?.focus();
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: t("savedTitle"), description: t("savedText") });
    } catch {
      // What was typed stays in the form.
      toast({ title: t("saveFailed"), variant: "destructive" });
    }
  }

  async function deleteMine() {
    if (!window.confirm(t("confirmDelete", { name: businessName }))) return;
    try {
      await remove.mutateAsync(undefined);
      toast({ title: t("deletedTitle") });
    } catch {
      toast({ title: t("deleteFailed"), variant: "destructive" });
    }
  }

  const bodyHint = t("bodyHint", { max: REVIEW_BODY_MAX });
  return (
    <section aria-labelledby={`${id}-heading`} className="card grid content-start gap-4 self-start">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {mine ? t("formHeadingEdit") : t("formHeadingNew")}
      </h2>
      {mine ? <p className="text-sm text-slate-600">{t("editingHint")}</p> : null}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <StarRadioGroup id={`${id}-rating`} value={rating} error={errors.rating} onChange={setRating} />
        <Field id={`${id}-body`} label={t("bodyLabel")} required hint={bodyHint} error={errors.body}>
          <textarea
            {...controlProps(`${id}-body`, { hint: bodyHint, error: errors.body })}
            rows={5}
            dir="auto"
            required
            maxLength={REVIEW_BODY_MAX + 100}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={inputClass}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? t("saving") : mine ? t("submitEdit") : t("submitNew")}
          </button>
          {mine ? (
            <button type="button" className="btn-ghost" disabled={remove.isPending} onClick={deleteMine}>
              {t("deleteReview")}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
