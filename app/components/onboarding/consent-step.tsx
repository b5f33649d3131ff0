import { Link } from "@tanstack/react-router";
import { ExternalLink } from "lucide-react";
import { useId } from "react";
import type { Translate } from "../../i18n";
import type { OnboardingTexts } from "../../i18n/messages/onboarding";
import type { ConsentChoices } from "./form-model";

type Choice = Exclude<keyof ConsentChoices, "consentDate">;

const choices: { name: Choice; label: keyof OnboardingTexts; help: keyof OnboardingTexts }[] = [
  { name: "pdplConsentGiven", label: "pdplLabel", help: "pdplHelp" },
  { name: "dataProcessingOptIn", label: "dataProcessingLabel", help: "dataProcessingHelp" },
  { name: "marketingOptIn", label: "marketingLabel", help: "marketingHelp" },
  { name: "profileSharingOptIn", label: "profileSharingLabel", help: "profileSharingHelp" },
];

/** Step 0: the PDPL choices, each explained in plain words. Only the first one is required. */
export function ConsentStep({
  t,
  consent,
  onChange,
  onAccept,
}: {
  t: Translate<OnboardingTexts>;
  consent: ConsentChoices;
  onChange: (name: Choice, value: boolean) => void;
  onAccept: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-6">
      <p className="text-slate-700">{t("consentIntro")}</p>
      <ul className="grid gap-4">
        {choices.map(({ name, label, help }) => {
          const required = name === "pdplConsentGiven";
          return (
            <li key={name} className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
              <input
                id={`${id}-${name}`}
                type="checkbox"
                name={name}
                checked={consent[name]}
                aria-required={required || undefined}
                aria-describedby={`${id}-${name}-help`}
                onChange={(event) => onChange(name, event.target.checked)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <div className="grid gap-1">
                <label htmlFor={`${id}-${name}`} className="font-semibold text-slate-900">
                  {t(label)}
                  {required ? (
                    <span aria-hidden="true" className="ms-1 text-red-700">
                      *
                    </span>
                  ) : (
                    <span className="ms-1 font-normal text-slate-600">{t("optional")}</span>
                  )}
                </label>
                <p id={`${id}-${name}-help`} className="text-sm text-slate-600">
                  {t(help)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p>
        <Link
          to="/privacy-policy"
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline"
        >
          {t("privacyPolicyLink")}
          <ExternalLink aria-hidden="true" className="ms-1 inline size-3.5 align-[-2px]" />
          <span className="sr-only">{t("newTab")}</span>
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {consent.pdplConsentGiven ? null : (
          <p id={`${id}-accept-hint`} className="text-sm text-slate-600">
            {t("acceptHint")}
          </p>
        )}
        <button
          type="button"
          className="btn-primary px-6 py-3"
          disabled={!consent.pdplConsentGiven}
          aria-describedby={consent.pdplConsentGiven ? undefined : `${id}-accept-hint`}
          onClick={onAccept}
        >
          {t("acceptContinue")}
        </button>
      </div>
    </div>
  );
}
