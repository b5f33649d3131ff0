import type { Language } from "../../../worker/contract/enums";
import { useLanguage } from "../../i18n";
import { rtlLanguages } from "../../i18n/define";

export type LangAttributes = { lang?: string; dir?: "ltr" | "rtl" };

/**
 * Attributes for an admin-written text the API answered in `shown` (see `shownIn` in
 * worker/contract/content-language.ts): none when it is in the page's language; otherwise its own
 * lang and dir, so an English fallback inside an Arabic or Urdu page is read as English and keeps
 * its full stop at its own end.
 */
export function langAttributes(shown: Language, page: Language): LangAttributes {
  if (shown === page) return {};
  return { lang: shown, dir: rtlLanguages.includes(shown) ? "rtl" : "ltr" };
}

/** `const shownIn = useShownIn(); <p {...shownIn(event.shownIn.description)}>`. */
export function useShownIn(): (shown: Language) => LangAttributes {
  const { language } = useLanguage();
  return (shown) => langAttributes(shown, language);
}
