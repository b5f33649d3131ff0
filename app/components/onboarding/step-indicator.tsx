import { Check } from "lucide-react";
import type { Translate } from "../../i18n";
import type { OnboardingTexts } from "../../i18n/messages/onboarding";

export const steps = ["stepConsent", "stepPersonal", "stepProfessional"] as const;

/** Where the member is in the three steps; the current one is marked for screen readers too. */
export function StepIndicator({ t, step }: { t: Translate<OnboardingTexts>; step: number }) {
  return (
    <nav aria-label={t("progress")}>
      <ol className="grid grid-cols-3 gap-2">
        {steps.map((key, index) => {
          const state = index < step ? "done" : index === step ? "current" : "next";
          return (
            <li
              key={key}
              aria-current={state === "current" ? "step" : undefined}
              className={`flex flex-col items-center gap-1 border-t-4 pt-2 text-center text-xs font-medium sm:text-sm ${
                state === "next" ? "border-slate-200 text-slate-600" : "border-brand-700 text-brand-800"
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex size-7 items-center justify-center rounded-full text-sm ${
                  state === "next" ? "bg-slate-100 text-slate-700" : "bg-brand-700 text-white"
                }`}
              >
                {state === "done" ? <Check className="size-4" /> : index + 1}
              </span>
              {t(key)}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
