import { useId } from "react";
import type { Language } from "../../../worker/contract/enums";
import { languages } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { urduLeading } from "../../i18n/bidi";
import { rtlLanguages } from "../../i18n/define";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { controlProps, Field, inputClass } from "../ui/field";
import { type CampaignForm, missingLanguages, type Texts } from "./campaign-form";
import { languageLabel } from "./labels";

const columnTitle = { en: "columnEnglish", ar: "columnArabic", ur: "columnUrdu" } as const;

export type ContentErrors = Partial<Record<`${"subject" | "body"}.${Language}` | "subject" | "body", string>>;

/**
 * The subject and message in English, Arabic and Urdu side by side (three columns on a wide screen,
 * one under the other on a phone). Each box is marked with its language and direction, and the
 * languages still missing are said in words: their readers get the English text.
 */
export function ContentEditor({
  value,
  onChange,
  errors,
}: {
  value: Pick<CampaignForm, "subject" | "body">;
  onChange: (change: Pick<CampaignForm, "subject" | "body">) => void;
  errors: ContentErrors;
}) {
  const t = useT(adminCampaignsMessages);
  const id = useId();
  const missing = missingLanguages(value);
  const setText = (part: "subject" | "body", language: Language, text: string) => {
    const texts: Texts = { ...value[part], [language]: text };
    onChange({ ...value, [part]: texts });
  };
  const groupError = [errors.subject, errors.body].filter(Boolean).join(" ");

  return (
    <div className="grid gap-4">
      <div aria-live="polite" className="grid gap-1">
        {missing.length === 0 ? (
          <p className="text-sm text-brand-800">{t("allLanguagesWritten")}</p>
        ) : (
          missing.map((language) => (
            <p key={language} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t("missingLanguage", { language: t(languageLabel[language]) })}
            </p>
          ))
        )}
      </div>
      {groupError ? (
        <p id={`${id}-content-error`} className="text-sm font-medium text-red-700">
          {groupError}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {languages.map((language) => {
          const dir = rtlLanguages.includes(language) ? "rtl" : "ltr";
          const subjectId = `${id}-subject-${language}`;
          const bodyId = `${id}-body-${language}`;
          const subjectError = errors[`subject.${language}`];
          const bodyError = errors[`body.${language}`];
          const isMissing = language !== "en" && missing.includes(language);
          return (
            <fieldset
              key={language}
              className="grid content-start gap-3 rounded-lg border border-slate-200 p-3"
            >
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t(columnTitle[language])}
                {isMissing ? (
                  <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t("missingBadge")}
                  </span>
                ) : null}
              </legend>
              <Field
                id={subjectId}
                label={t("fieldSubject")}
                required={language === "en"}
                error={subjectError}
              >
                <input
                  {...controlProps(subjectId, { error: subjectError })}
                  name={`subject.${language}`}
                  lang={language}
                  dir={dir}
                  required={language === "en"}
                  maxLength={200}
                  className={`${inputClass} ${urduLeading}`}
                  value={value.subject[language]}
                  onChange={(event) => setText("subject", language, event.target.value)}
                />
              </Field>
              <Field id={bodyId} label={t("fieldBody")} required={language === "en"} error={bodyError}>
                <textarea
                  {...controlProps(bodyId, { error: bodyError })}
                  name={`body.${language}`}
                  lang={language}
                  dir={dir}
                  required={language === "en"}
                  rows={10}
                  className={`${inputClass} ${urduLeading}`}
                  value={value.body[language]}
                  onChange={(event) => setText("body", language, event.target.value)}
                />
              </Field>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
