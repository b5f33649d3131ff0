import { type ChangeEvent, useId } from "react";
import type { Translate } from "../../i18n";
import type { OnboardingTexts } from "../../i18n/messages/onboarding";
import { controlProps, inputClass } from "../ui/field";
import type { FieldErrors, OnboardingForm } from "./form-model";

export type StepProps = {
  t: Translate<OnboardingTexts>;
  form: OnboardingForm;
  errors: FieldErrors;
  onChange: (field: keyof OnboardingForm, value: string) => void;
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Wires each field of a step: ids, value, change handler, and its label, hint and error texts. */
export function useStepFields({ t, form, errors, onChange }: StepProps) {
  const id = useId();
  const errorOf = (name: keyof OnboardingForm) => {
    const error = errors[name];
    return error ? t(error.key, error.vars) : undefined;
  };
  return {
    /** Spread on <Field>. */
    field: (name: keyof OnboardingForm) => ({
      id: `${id}-${name}`,
      label: t(name as keyof OnboardingTexts),
      error: errorOf(name),
    }),
    /** Spread on the control; pass the same hint the <Field> shows. */
    control: (name: keyof OnboardingForm, hint?: string) => ({
      ...controlProps(`${id}-${name}`, { hint, error: errorOf(name) }),
      name,
      value: form[name],
      className: inputClass,
      onChange: (event: ChangeEvent<Control>) => onChange(name, event.target.value),
    }),
  };
}
