import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  type AdminCulturalDate,
  type AdminCulturalDateInput,
  adminCulturalDateSchema,
} from "../../../worker/contract/calendar";
import { culturalDateKinds } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminCalendarMessages } from "../../i18n/messages/admin-calendar";
import { ApiError } from "../../lib/api";
import { ErrorSummary } from "../ui/error-summary";
import { controlProps, Field, inputClass, TextField } from "../ui/field";
import { kindLabels } from "./kind-labels";
import { useSaveDateMutation } from "./queries";

type FieldName = "titleEn" | "titleAr" | "titleUr" | "date" | "kind";
type Errors = Partial<Record<FieldName, string>>;

const fieldNames = new Set<string>(["titleEn", "titleAr", "titleUr", "date", "kind"]);

function inputFrom(form: FormData): AdminCulturalDateInput {
  return {
    kind: String(form.get("kind")) as AdminCulturalDateInput["kind"],
    titleEn: String(form.get("titleEn") ?? ""),
    titleAr: String(form.get("titleAr") ?? ""),
    titleUr: String(form.get("titleUr") ?? ""),
    date: String(form.get("date") ?? ""),
    isConfirmed: form.get("isConfirmed") === "on",
  };
}

/** Creates a date (date = null) or edits one; the inputs are uncontrolled, so nothing typed is lost on an error. */
export function DateForm({ date, onDone }: { date: AdminCulturalDate | null; onDone: () => void }) {
  const t = useT(adminCalendarMessages);
  const admin = useT(adminMessages);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveDateMutation();
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    heading.current?.focus();
  }, []);

  /** The catalog's words for each field the schema or the server named. */
  const errorsFor = (fields: string[]): Errors =>
    Object.fromEntries(
      fields
        .filter((name) => fieldNames.has(name))
        .map((name) => [
          name,
          name === "titleEn" ? t("titleEnError") : name === "date" ? t("dateError") : t("titleTooLong"),
        ]),
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputFrom(new FormData(event.currentTarget));
    const parsed = adminCulturalDateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsFor(parsed.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: date?.id ?? null, input });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const details = (JSON.parse(error.body) as { error?: { details?: Record<string, unknown> } }).error
          ?.details;
        setErrors(errorsFor(Object.keys(details ?? {})));
      }
    }
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={submit} noValidate className="card grid gap-4" aria-labelledby={field("heading")}>
      <h2 id={field("heading")} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {date ? t("formEdit", { title: date.titleEn }) : t("formCreate")}
      </h2>
      <ErrorSummary errors={errors} text={t("errorSummary")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field("titleEn")}
          name="titleEn"
          label={t("titleEn")}
          required
          dir="auto"
          defaultValue={date?.titleEn}
          error={errors.titleEn}
        />
        <Field id={field("kind")} label={t("kind")} required>
          <select
            {...controlProps(field("kind"), {})}
            name="kind"
            defaultValue={date?.kind ?? "national"}
            className={inputClass}
          >
            {culturalDateKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(kindLabels[kind])}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id={field("titleAr")}
          name="titleAr"
          lang="ar"
          dir="rtl"
          label={`${t("titleAr")} ${t("titleOptional")}`}
          defaultValue={date?.titleAr ?? ""}
          error={errors.titleAr}
        />
        <TextField
          id={field("titleUr")}
          name="titleUr"
          lang="ur"
          dir="rtl"
          label={`${t("titleUr")} ${t("titleOptional")}`}
          defaultValue={date?.titleUr ?? ""}
          error={errors.titleUr}
        />
        <TextField
          id={field("date")}
          name="date"
          type="date"
          required
          dir="ltr"
          label={t("date")}
          defaultValue={date?.date}
          error={errors.date}
        />
      </div>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            name="isConfirmed"
            defaultChecked={date?.isConfirmed ?? true}
            aria-describedby={field("confirmed-hint")}
            className="size-4"
          />
          {t("isConfirmed")}
        </label>
        <p id={field("confirmed-hint")} className="text-xs text-slate-600">
          {t("isConfirmedHint")}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? admin("saving") : date ? admin("save") : admin("create")}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {admin("cancel")}
        </button>
      </div>
    </form>
  );
}
