import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  CONSENT_REQUIRED_MESSAGE,
  type OnboardingField,
  personalFields,
  professionalFields,
} from "../../../worker/contract/onboarding";
import { safeNextPath } from "../../../worker/lib/safe-next-path";
import { useT } from "../../i18n";
import { onboardingMessages } from "../../i18n/messages/onboarding";
import { useAuth } from "../../queries/auth";
import { toast } from "../ui/toast-store";
import { ConsentStep } from "./consent-step";
import { ErrorSummary } from "./error-summary";
import {
  type ConsentChoices,
  type FieldErrors,
  initialConsent,
  initialForm,
  type OnboardingForm,
  toPayload,
  validateFields,
} from "./form-model";
import { PersonalStep } from "./personal-step";
import { ProfessionalStep } from "./professional-step";
import { serverMessage } from "./server-message";
import { StepIndicator, steps } from "./step-indicator";
import { useCompleteOnboardingMutation } from "./use-complete-onboarding";

/**
 * The three onboarding steps (spec point 4). All typed data lives here, so moving between steps keeps
 * it. Done, it opens `next` (same-site paths only), else home.
 */
export function OnboardingWizard({ next }: { next?: string } = {}) {
  const t = useT(onboardingMessages);
  const { user } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<OnboardingForm>(() => initialForm(user));
  const [consent, setConsent] = useState<ConsentChoices>(initialConsent);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusTarget, setFocusTarget] = useState<{ kind: "heading" | "error" } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const complete = useCompleteOnboardingMutation();

  // Focus moves only after the member acts (a step change or a failed check), never on page load.
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.kind === "heading") headingRef.current?.focus();
    else bodyRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [focusTarget]);

  const goTo = (next: number) => {
    setStep(next);
    setFocusTarget({ kind: "heading" });
  };
  const showErrors = (found: FieldErrors, onStep: number) => {
    setErrors(found);
    setStep(onStep);
    setFocusTarget({ kind: "error" });
  };
  const change = (field: OnboardingField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const consentMissing = () => {
    toast({ title: t("consentTitle"), description: t("consentText"), variant: "destructive" });
    goTo(0);
  };

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(form, consent, personalFields);
    if (Object.keys(found).length > 0) showErrors(found, 1);
    else goTo(2);
  };

  const onComplete = (event: FormEvent) => {
    event.preventDefault();
    if (!consent.pdplConsentGiven) return consentMissing();
    const personal = validateFields(form, consent, personalFields);
    if (Object.keys(personal).length > 0) return showErrors(personal, 1);
    const professional = validateFields(form, consent, professionalFields);
    if (Object.keys(professional).length > 0) return showErrors(professional, 2);
    complete.mutate(toPayload(form, consent), {
      onSuccess: () => {
        toast({ title: t("successTitle"), description: t("successText") });
        void navigate({ href: safeNextPath(next) ?? "/" });
      },
      onError: (error) => {
        const message = serverMessage(error);
        if (message === CONSENT_REQUIRED_MESSAGE) return consentMissing();
        toast({ title: t("failedTitle"), description: message, variant: "destructive" });
      },
    });
  };

  // Errors belong to the step they were found on; the other step's wait until the member gets there.
  const stepFields: readonly OnboardingField[] = step === 1 ? personalFields : professionalFields;
  const stepErrors = Object.fromEntries(
    Object.entries(errors).filter(([field]) => stepFields.includes(field as OnboardingField)),
  ) as FieldErrors;
  const stepProps = { t, form, errors: stepErrors, onChange: change };
  return (
    <div className="card mx-auto grid max-w-3xl gap-6">
      <StepIndicator t={t} step={step} />
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-brand-700">
          {t("stepOf", { current: step + 1, total: steps.length })}
        </p>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {t(steps[step] ?? "stepConsent")}
        </h2>
        {step > 0 ? <p className="text-sm text-slate-600">{t("requiredNote")}</p> : null}
      </div>
      <div ref={bodyRef}>
        {step === 0 ? (
          <ConsentStep
            t={t}
            consent={consent}
            onChange={(name, value) =>
              setConsent((current) => ({ ...current, [name]: value, consentDate: new Date().toISOString() }))
            }
            onAccept={() => (consent.pdplConsentGiven ? goTo(1) : consentMissing())}
          />
        ) : (
          <form noValidate onSubmit={step === 1 ? onContinue : onComplete} className="grid gap-6">
            <ErrorSummary t={t} errors={stepErrors} />
            {step === 1 ? <PersonalStep {...stepProps} /> : <ProfessionalStep {...stepProps} />}
            <div className="flex flex-wrap justify-between gap-3">
              <button type="button" className="btn-outline px-6 py-3" onClick={() => goTo(step - 1)}>
                {t("back")}
              </button>
              <button type="submit" className="btn-primary px-6 py-3" disabled={complete.isPending}>
                {step === 1 ? t("continue") : complete.isPending ? t("completing") : t("complete")}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
