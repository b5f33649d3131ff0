import type { OnboardingField } from "../../../worker/contract/onboarding";
import type { Translate } from "../../i18n";
import type { OnboardingTexts } from "../../i18n/messages/onboarding";
import type { FieldErrors } from "./form-model";

/** Lists a step's problems above its fields, announced as soon as a Continue or Complete is refused. */
export function ErrorSummary({ t, errors }: { t: Translate<OnboardingTexts>; errors: FieldErrors }) {
  const entries = Object.entries(errors) as [OnboardingField, NonNullable<FieldErrors[OnboardingField]>][];
  return (
    <div role="alert">
      {entries.length > 0 ? (
        <div className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{t("errorsHeading")}</p>
          <ul className="ms-5 mt-2 list-disc">
            {entries.map(([field, error]) => (
              <li key={field}>
                {t(field as keyof OnboardingTexts)}: {t(error.key, error.vars)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
