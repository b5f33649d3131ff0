import { useId } from "react";
import { isOneOf } from "../../../worker/contract/enums";
import { mailTopics } from "../../../worker/contract/mail-topics";
import {
  type ConsentEntry,
  type ConsentsAnswer,
  type EditableConsentPurpose,
  editableConsentPurposes,
} from "../../../worker/contract/privacy";
import { type Translate, useLanguage } from "../../i18n";
import type { PrivacySettingsTexts } from "../../i18n/messages/privacy-settings";
import { Switch, useSavedSwitches } from "../ui/switch";
import { formatMoment } from "./format-date";
import { useChangeConsentMutation } from "./use-privacy";

type T = Translate<PrivacySettingsTexts>;

export const purposeLabels = {
  data_processing: "purposeDataProcessing",
  marketing: "purposeMarketing",
  profile_sharing: "purposeProfileSharing",
  terms: "purposeTerms",
  privacy: "purposePrivacy",
  announcements: "purposeAnnouncements",
  tender_alerts: "purposeTenderAlerts",
} as const satisfies Record<ConsentEntry["purpose"], keyof PrivacySettingsTexts>;

const helpKeys = {
  data_processing: "purposeDataProcessingHelp",
  marketing: "purposeMarketingHelp",
  profile_sharing: "purposeProfileSharingHelp",
} as const satisfies Record<EditableConsentPurpose, keyof PrivacySettingsTexts>;

/**
 * Marketing is a kind of mail too: it is switched in the Email section (mail-preferences-section.tsx),
 * with the other kinds, so the page has one switch for it, not two writing the same ledger purpose.
 */
const listedHere = editableConsentPurposes.filter((purpose) => !isOneOf(mailTopics, purpose));

/** The choices a member can change here, each a switch with when it last changed. */
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

  // Held in the event itself so the switch flips at once.
  const choices = useSavedSwitches<EditableConsentPurpose>({
    save: (purpose, granted, callbacks) => change.mutate({ purpose, granted }, callbacks),
    name: (purpose) => t(purposeLabels[purpose]),
    texts: { saved: t("saved"), failed: t("saveFailed") },
  });

  return (
    <ul className="grid gap-4">
      {listedHere.map((purpose) => {
        const entry = consents.current[purpose];
        const checked = choices.shown(purpose, entry?.granted ?? false);
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
              <Switch
                id={inputId}
                checked={checked}
                disabled={change.isPending}
                describedBy={`${inputId}-help ${inputId}-status`}
                onChange={(granted) => choices.toggle(purpose, granted)}
                className="mt-1"
              />
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
