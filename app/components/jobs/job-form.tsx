import { type FormEvent, type ReactNode, useId, useState } from "react";
import { jobCategoryFilters, jobCityFilters, jobTypes } from "../../../worker/contract/enums";
import {
  type AdminJobInput,
  type adminJobSchema,
  type JobDetail,
  type JobPost,
  jobPostFields,
  type jobPostSchema,
} from "../../../worker/contract/jobs";
import { useT } from "../../i18n";
import { type JobPostTexts, jobPostMessages } from "../../i18n/messages/job-post";
import { jobsMessages } from "../../i18n/messages/jobs";
import { ApiError } from "../../lib/api";
import { refusedFieldsOf } from "../../lib/use-field-errors";
import { controlProps, Field, inputClass } from "../ui/field";
import { categoryLabel, cityLabel, typeKey } from "./job-format";

type FieldName = keyof JobPost;
type Errors = Partial<Record<FieldName, keyof JobPostTexts>>;
type Outcome = "serverError" | "signedOutError" | null;

const errorKey = (field: FieldName) =>
  `err${field.charAt(0).toUpperCase()}${field.slice(1)}` as keyof JobPostTexts;

/** Field names of a 422 body's details (zod's flattened field errors). */
const serverFields = (error: unknown): FieldName[] => refusedFieldsOf(error, jobPostFields);

/**
 * The job form of /jobs/new and of the admin section (which adds its markers as `children`). The
 * fields are uncontrolled and stay mounted on failure, so a server error loses nothing typed. The
 * same zod schema as the server checks the input first; each field has one clear message.
 */
export function JobForm({
  schema,
  initial,
  submitLabel,
  onSubmit,
  children,
  actions,
}: {
  schema: typeof jobPostSchema | typeof adminJobSchema;
  initial?: Partial<JobDetail>;
  submitLabel: string;
  /** Throws (an ApiError) when the server refuses. */
  onSubmit: (input: AdminJobInput) => Promise<void>;
  children?: ReactNode;
  /** More buttons next to submit (cancel). */
  actions?: ReactNode;
}) {
  const t = useT(jobPostMessages);
  const jobs = useT(jobsMessages);
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = (name: FieldName) => `${id}-${name}`;

  function show(fields: FieldName[]) {
    const found: Errors = {};
    for (const field of fields) found[field] = errorKey(field);
    setErrors(found);
    const first = jobPostFields.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const get = (name: string) => String(form.get(name) ?? "");
    const input: AdminJobInput = {
      title: get("title"),
      company: get("company"),
      location: get("location") as AdminJobInput["location"],
      type: get("type") as AdminJobInput["type"],
      category: get("category") as AdminJobInput["category"],
      salary: get("salary"),
      description: get("description"),
      requirements: get("requirements")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      howToApply: get("howToApply"),
      remoteOk: form.get("remoteOk") === "on",
      visaSponsorship: form.get("visaSponsorship") === "on",
      featured: form.get("featured") === "on",
      exclusive: form.get("exclusive") === "on",
    };
    setOutcome(null);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      show(parsed.error.issues.map((issue) => String(issue.path[0]) as FieldName));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (error) {
      const fields = serverFields(error);
      if (fields.length) show(fields);
      setOutcome(error instanceof ApiError && error.status === 401 ? "signedOutError" : "serverError");
    } finally {
      setBusy(false);
    }
  }

  const hasErrors = Object.keys(errors).length > 0;
  const select = (
    name: "location" | "type" | "category",
    label: keyof JobPostTexts,
    options: readonly string[],
    optionLabel: (value: string) => string,
  ) => (
    <Field id={fieldId(name)} label={t(label)} required error={errors[name] && t(errors[name])}>
      <select
        {...controlProps(fieldId(name), { error: errors[name] })}
        name={name}
        required
        defaultValue={initial?.[name] ?? (name === "type" ? "Full-time" : "")}
        className={inputClass}
      >
        {name === "type" ? null : <option value="">{t("chooseOption")}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Field>
  );
  const textInput = (name: "title" | "company" | "salary", label: keyof JobPostTexts, hint?: string) => (
    <Field
      id={fieldId(name)}
      label={t(label)}
      required={name !== "salary"}
      optionalText={name === "salary" ? t("optional") : undefined}
      hint={hint}
      error={errors[name] && t(errors[name])}
    >
      <input
        {...controlProps(fieldId(name), { hint, error: errors[name] })}
        name={name}
        required={name !== "salary"}
        dir="auto"
        defaultValue={initial?.[name] ?? ""}
        className={inputClass}
      />
    </Field>
  );
  const textarea = (
    name: "description" | "requirements" | "howToApply",
    label: keyof JobPostTexts,
    rows: number,
    value: string,
    hint?: string,
  ) => (
    <Field
      id={fieldId(name)}
      label={t(label)}
      required={name !== "requirements"}
      hint={hint}
      error={errors[name] && t(errors[name])}
    >
      <textarea
        {...controlProps(fieldId(name), { hint, error: errors[name] })}
        name={name}
        rows={rows}
        required={name !== "requirements"}
        dir="auto"
        defaultValue={value}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t("formLabel")} className="card grid gap-5">
      <p className="text-sm text-slate-600">{t("required")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {textInput("title", "fieldTitle")}
        {textInput("company", "fieldCompany")}
        {select("location", "fieldLocation", jobCityFilters, (city) => cityLabel(jobs, city))}
        {select("type", "fieldType", jobTypes, (type) => jobs(typeKey(type)))}
        {select("category", "fieldCategory", jobCategoryFilters, (category) => categoryLabel(jobs, category))}
        {textInput("salary", "fieldSalary", t("salaryHint"))}
      </div>
      {textarea("description", "fieldDescription", 6, initial?.description ?? "")}
      {textarea(
        "requirements",
        "fieldRequirements",
        4,
        initial?.requirements?.join("\n") ?? "",
        t("requirementsHint"),
      )}
      {textarea("howToApply", "fieldHowToApply", 3, initial?.howToApply ?? "", t("howToApplyHint"))}
      <div className="grid gap-2">
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="remoteOk" defaultChecked={initial?.remoteOk} className="size-5" />
          {t("fieldRemote")}
        </label>
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            name="visaSponsorship"
            defaultChecked={initial?.visaSponsorship}
            className="size-5"
          />
          {t("fieldVisa")}
        </label>
        {children}
      </div>
      {hasErrors || outcome ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-800">
          {outcome ? t(outcome) : t("errorSummary")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t("submitting") : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
