import { useId } from "react";
import { type Language, languages } from "../../../worker/contract/enums";
import { useLanguage, useT } from "../../i18n";
import { isLanguage } from "../../i18n/language";
import { shellMessages } from "../../i18n/messages/shell";

/** Each option names its language in that language, so anyone can find their own. */
const names = {
  en: "English",
  ar: "العربية",
  ur: "اردو",
} as const satisfies Record<Language, string>;

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const t = useT(shellMessages);
  const id = useId();
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("language")}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
      >
        {languages.map((value) => (
          <option key={value} value={value} lang={value}>
            {names[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
