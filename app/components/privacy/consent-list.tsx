import { useId, useState } from "react";
import {
  type ConsentEntry,
  type ConsentsAnswer,
  type EditableConsentPurpose,
  editableConsentPurposes,
} from "../../../worker/contract/privacy";
import { type Translate, useLanguage } from "../../i18n";
import type { PrivacySettingsTexts } from "../../i18n/messages/privacy-settings";
import { serverMessage } from "../onboarding/server-message";
import { toast } from "../ui/toast-store";
import { formatMoment } from "./format-date";
import { useChangeConsentMutation } from "./use-privacy";

type T = Translate<PrivacySettingsTexts>;

export const purposeLabels = {
  data_processing: "purposeDataProcessing",
  marketing: "purposeMarketing",
  profile_sharing: "purposeProfileSharing",
  terms: "purposeTerms",
  privacy: "purposePrivacy",
} as const satisfies Record<ConsentEntry["purpose"], keyof PrivacySettingsTexts>;

const helpKeys = {
  data_processing: "purposeDataProcessingHelp",
  marketing: "purposeMarketingHelp",
  profile_sharing: "purposeProfileSharingHelp",
} as const satisfies Record<EditableConsentPurpose, keyof PrivacySettingsTexts>;

/** The three choices a member can change, each a switch with when it last changed. */
export function ConsentList({
  t,
  consents,
  onDeleteAccount,
}: {
  t: T;
  consents: ConsentsAnswer;
  onDeleteAccount: () => void;
}) {
  const { language } = useLanguage();
  const id = useId();
  const change = useChangeConsentMutation();

  // The member's new choice, shown from the click until the server answers (then the answer rules,
  // or the old value returns if saving failed). Set in the event itself so the switch flips at once.
  const [saving, setSaving] = useState<Partial<Record<EditableConsentPurpose, boolean>>>({});

  const toggle = (purpose: EditableConsentPurpose, granted: boolean) => {
    setSaving((current) => ({ ...current, [purpose]: granted }));
    change.mutate(
      { purpose, granted },
      {
        onSuccess: () => toast({ title: t(purposeLabels[purpose]), description: t("saved") }),
        onError: (error) =>
          toast({ title: t("saveFailed"), description: serverMessage(error), variant: "destructive" }),
        // Only the latest call's callbacks run (TanStack Query), so settle everything at once.
        onSettled: () => setSaving({}),
      },
    );
  };

  return (
    <ul className="grid gap-4">
      {editableConsentPurposes.map((purpose) => {
        const entry = consents.current[purpose];
        const checked = saving[purpose] ?? entry?.granted ?? false;
        const inputId = `${id}-${purpose}`;
        const status = entry ? t("changedOn", { date: formatMoment(language, entry.at) }) : t("notChosen");
        return (
          <li key={purpose} className="grid gap-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <label htmlFor={inputId} className="font-semibold text-slate-900">
                  {t(purposeLabels[purpose])}
                </label>
                <p id={`${inputId}-help`} className="text-sm text-slate-600">
                  {t(helpKeys[purpose])}
                </p>
                <p id={`${inputId}-status`} className="text-xs text-slate-600">
                  {entry?.granted ? t("given") : t("withdrawn")} · {status}
                </p>
              </div>
              {/* A real checkbox (announced as a switch), transparent over the drawn track: keyboard,
                  pointer and screen readers all get the native control; the look works in both directions. */}
              <span className="relative mt-1 inline-flex shrink-0">
                <input
                  id={inputId}
                  type="checkbox"
                  role="switch"
                  checked={checked}
                  aria-checked={checked}
                  disabled={change.isPending}
                  aria-describedby={`${inputId}-help ${inputId}-status`}
                  onChange={(event) => toggle(purpose, event.target.checked)}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-wait"
                />
                <span
                  aria-hidden="true"
                  className="flex h-7 w-12 items-center rounded-full bg-slate-500 p-1 transition-colors peer-checked:justify-end peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-60"
                >
                  <span className="size-5 rounded-full bg-white shadow" />
                </span>
              </span>
            </div>
            {purpose === "data_processing" ? (
              <div className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
                <p>{t("dataProcessingNote")}</p>
                <button
                  type="button"
                  onClick={onDeleteAccount}
                  className="justify-self-start font-semibold text-red-800 underline"
                >
                  {t("deleteInstead")}
                </button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
