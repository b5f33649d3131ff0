import { Field } from "../ui/field";
import { experienceOptions, industryOptions } from "./options";
import { type StepProps, useStepFields } from "./step-fields";

/** Step 2: the member's work. Job title and company are required; the rest helps members find them. */
export function ProfessionalStep(props: StepProps) {
  const { t } = props;
  const { field, control } = useStepFields(props);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field {...field("jobTitle")} required>
        <input {...control("jobTitle")} autoComplete="organization-title" aria-required="true" />
      </Field>
      <Field {...field("company")} required>
        <input {...control("company")} autoComplete="organization" aria-required="true" />
      </Field>
      <Field {...field("experience")} optionalText={t("optional")}>
        <select {...control("experience")} autoComplete="off">
          <option value="">{t("chooseExperience")}</option>
          {experienceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </Field>
      <Field {...field("industry")} optionalText={t("optional")}>
        <select {...control("industry")} autoComplete="off">
          <option value="">{t("chooseIndustry")}</option>
          {industryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        {...field("skills")}
        optionalText={t("optional")}
        hint={t("skillsHint")}
        className="sm:col-span-2"
      >
        <input {...control("skills", t("skillsHint"))} autoComplete="off" />
      </Field>
      <Field
        {...field("linkedinUrl")}
        optionalText={t("optional")}
        hint={t("linkedinHint")}
        className="sm:col-span-2"
      >
        <input {...control("linkedinUrl", t("linkedinHint"))} type="url" dir="ltr" autoComplete="url" />
      </Field>
      <Field
        {...field("interests")}
        optionalText={t("optional")}
        hint={t("interestsHint")}
        className="sm:col-span-2"
      >
        <textarea {...control("interests", t("interestsHint"))} rows={3} autoComplete="off" />
      </Field>
    </div>
  );
}
