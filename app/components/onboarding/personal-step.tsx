import { useCityOptions } from "../../lib/member-cities";
import { Field } from "../ui/field";
import { type StepProps, useStepFields } from "./step-fields";

/** Step 1: who the member is. First name, last name and city are required. */
export function PersonalStep(props: StepProps) {
  const { t } = props;
  const { field, control } = useStepFields(props);
  const cities = useCityOptions();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field {...field("firstName")} required>
        <input {...control("firstName")} autoComplete="given-name" aria-required="true" />
      </Field>
      <Field {...field("lastName")} required>
        <input {...control("lastName")} autoComplete="family-name" aria-required="true" />
      </Field>
      <Field {...field("phoneNumber")} optionalText={t("optional")} hint={t("phoneHint")}>
        <input {...control("phoneNumber", t("phoneHint"))} type="tel" dir="ltr" autoComplete="tel" />
      </Field>
      <Field {...field("location")} required>
        <select {...control("location")} autoComplete="address-level2" aria-required="true">
          <option value="">{t("chooseCity")}</option>
          {cities.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field {...field("bio")} optionalText={t("optional")} hint={t("bioHint")} className="sm:col-span-2">
        <textarea {...control("bio", t("bioHint"))} rows={4} autoComplete="off" />
      </Field>
    </div>
  );
}
