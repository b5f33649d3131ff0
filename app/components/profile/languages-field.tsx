import { useState } from "react";
import { type SpokenLanguage, spokenLanguages } from "../../../worker/contract/enums";
import { type Translate, useT } from "../../i18n";
import { type ProfileTexts, profileMessages } from "../../i18n/messages/profile";
import { controlProps, FieldError, inputClass } from "../ui/field";
import { ChipList } from "./chip-list";
import { addChip, removeChip } from "./chips";

const labelKeys = {
  English: "languageEnglish",
  Arabic: "languageArabic",
  Urdu: "languageUrdu",
} as const satisfies Record<SpokenLanguage, keyof ProfileTexts>;

export const spokenLanguageLabel = (t: Translate<ProfileTexts>, language: SpokenLanguage) =>
  t(labelKeys[language]);

const isSpokenLanguage = (value: string): value is SpokenLanguage =>
  (spokenLanguages as readonly string[]).includes(value);

/** Spec point 5: chosen from English, Arabic and Urdu, each at most once. */
export function LanguagesField({
  id,
  languages,
  onChange,
  error,
}: {
  id: string;
  languages: readonly SpokenLanguage[];
  onChange: (languages: SpokenLanguage[]) => void;
  error?: string;
}) {
  const t = useT(profileMessages);
  const [choice, setChoice] = useState("");
  const remaining = spokenLanguages.filter((language) => !languages.includes(language));

  function add() {
    if (isSpokenLanguage(choice)) onChange(addChip(languages, choice).filter(isSpokenLanguage));
    setChoice("");
  }

  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("spokenLanguages")}</legend>
      <ChipList
        items={languages.map((language) => ({ value: language, label: spokenLanguageLabel(t, language) }))}
        label={t("spokenLanguages")}
        empty={t("noLanguages")}
        onRemove={(language) => onChange(removeChip(languages, language).filter(isSpokenLanguage))}
      />
      {remaining.length > 0 ? (
        <div className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {t("languageToAdd")}
          </label>
          <select
            {...controlProps(id, { error })}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            className={inputClass}
          >
            <option value="">{t("chooseLanguage")}</option>
            {remaining.map((language) => (
              <option key={language} value={language}>
                {spokenLanguageLabel(t, language)}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={add}
            disabled={!choice}
            className="btn-outline shrink-0 whitespace-nowrap"
          >
            {t("add")}
          </button>
        </div>
      ) : null}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Older accounts were created with ["EN", "Arabic", "Urdu"]: read such codes as the list's names. */
export function toSpokenLanguages(values: readonly string[]): SpokenLanguage[] {
  const byCode: Record<string, SpokenLanguage> = { en: "English", ar: "Arabic", ur: "Urdu" };
  const names = values.map((value) =>
    isSpokenLanguage(value) ? value : byCode[value.trim().toLowerCase().slice(0, 2)],
  );
  return [...new Set(names.filter((name): name is SpokenLanguage => name !== undefined))];
}
