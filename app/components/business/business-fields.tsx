import type { BusinessSubmissionInput } from "../../../worker/contract/businesses";
import { businessIndustries } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { type BusinessSubmitTexts, businessSubmitMessages } from "../../i18n/messages/business-submit";
import { controlProps, Field, inputClass } from "../ui/field";

/** A listing's fields as typed (text everywhere, so nothing typed is lost to a number conversion). */
export type BusinessFormState = {
  name: string;
  industry: string;
  description: string;
  location: string;
  website: string;
  contactEmail: string;
  phone: string;
  halalCertified: boolean;
  employees: string;
  founded: string;
};
export type BusinessFieldName = keyof BusinessFormState;
export type BusinessFieldErrors = Partial<Record<BusinessFieldName, string>>;

export const emptyBusinessForm: BusinessFormState = {
  name: "",
  industry: "",
  description: "",
  location: "",
  website: "",
  contactEmail: "",
  phone: "",
  halalCertified: false,
  employees: "",
  founded: "",
};

export function toBusinessInput(form: BusinessFormState): BusinessSubmissionInput {
  const founded = form.founded.trim();
  return {
    ...form,
    industry: form.industry as BusinessSubmissionInput["industry"],
    founded: founded ? Number(founded) : null,
  };
}

const errorKeys: Record<BusinessFieldName, keyof BusinessSubmitTexts> = {
  name: "nameInvalid",
  industry: "industryInvalid",
  description: "descriptionInvalid",
  location: "locationInvalid",
  website: "websiteInvalid",
  contactEmail: "contactEmailInvalid",
  phone: "phoneInvalid",
  halalCertified: "errorSummary",
  employees: "employeesInvalid",
  founded: "foundedInvalid",
};
/** Form order: the first field with a problem is the one that gets the focus. */
const fieldOrder = Object.keys(errorKeys) as BusinessFieldName[];

/** Turns the fields a schema or the server refused into messages, and focuses the first one. */
export function useBusinessFieldErrors(idPrefix: string) {
  const t = useT(businessSubmitMessages);
  return (fields: PropertyKey[]): BusinessFieldErrors => {
    const found: BusinessFieldErrors = {};
    for (const field of fields) {
      if (typeof field === "string" && field in errorKeys) {
        const name = field as BusinessFieldName;
        found[name] = t(errorKeys[name]);
      }
    }
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return found;
  };
}

type TextName = "name" | "location" | "website" | "contactEmail" | "phone" | "employees" | "founded";

/** The listing's inputs, shared by the member's submission form and the admin's editor. */
export function BusinessFields({
  idPrefix,
  form,
  errors,
  onChange,
  contactEmailRequired,
}: {
  idPrefix: string;
  form: BusinessFormState;
  errors: BusinessFieldErrors;
  onChange: <K extends BusinessFieldName>(name: K, value: BusinessFormState[K]) => void;
  contactEmailRequired: boolean;
}) {
  const t = useT(businessSubmitMessages);
  const fieldId = (name: BusinessFieldName) => `${idPrefix}-${name}`;

  const text = (
    name: TextName,
    label: string,
    options: {
      type?: string;
      hint?: string;
      required?: boolean;
      dir?: "auto" | "ltr";
      autoComplete?: string;
    } = {},
  ) => (
    <Field
      id={fieldId(name)}
      label={label}
      required={options.required}
      optionalText={options.required ? undefined : t("optional")}
      hint={options.hint}
      error={errors[name]}
    >
      <input
        {...controlProps(fieldId(name), { hint: options.hint, error: errors[name] })}
        type={options.type ?? "text"}
        inputMode={name === "founded" ? "numeric" : undefined}
        dir={options.dir ?? "auto"}
        autoComplete={options.autoComplete ?? "off"}
        required={options.required}
        value={form[name]}
        onChange={(event) => onChange(name, event.target.value)}
        className={inputClass}
      />
    </Field>
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", t("fieldName"), { required: true, autoComplete: "organization" })}
        <Field id={fieldId("industry")} label={t("fieldIndustry")} required error={errors.industry}>
          <select
            {...controlProps(fieldId("industry"), { error: errors.industry })}
            required
            value={form.industry}
            onChange={(event) => onChange("industry", event.target.value)}
            className={inputClass}
          >
            <option value="">{t("chooseIndustry")}</option>
            {businessIndustries.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        id={fieldId("description")}
        label={t("fieldDescription")}
        required
        hint={t("descriptionHint")}
        error={errors.description}
      >
        <textarea
          {...controlProps(fieldId("description"), { hint: t("descriptionHint"), error: errors.description })}
          rows={4}
          dir="auto"
          required
          value={form.description}
          onChange={(event) => onChange("description", event.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("location", t("fieldLocation"), { required: true, hint: t("locationHint") })}
        {text("website", t("fieldWebsite"), {
          type: "url",
          dir: "ltr",
          hint: t("websiteHint"),
          autoComplete: "url",
        })}
        {text("contactEmail", t("fieldEmail"), {
          type: "email",
          dir: "ltr",
          required: contactEmailRequired,
          hint: t("emailHint"),
          autoComplete: "email",
        })}
        {text("phone", t("fieldPhone"), {
          type: "tel",
          dir: "ltr",
          hint: t("phoneHint"),
          autoComplete: "tel",
        })}
        {text("employees", t("fieldEmployees"), { dir: "ltr", hint: t("employeesHint") })}
        {text("founded", t("fieldFounded"), { dir: "ltr" })}
      </div>
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={form.halalCertified}
          onChange={(event) => onChange("halalCertified", event.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t("fieldHalal")}
      </label>
    </>
  );
}
