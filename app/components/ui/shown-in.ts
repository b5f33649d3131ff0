import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Language } from "../../../worker/contract/enums";
import { useLanguage } from "../../i18n";

export type LangAttributes = { lang?: string; dir?: "ltr" | "rtl" };

/**
 * Attributes for an admin-written text the API answered in `shown` (see `shownIn` in
 * worker/contract/content-language.ts): none when it is in the page's language; otherwise its own
 * lang and dir, so an English fallback inside an Arabic or Urdu page is read as English and keeps
 * its full stop at its own end.
 */
export function langAttributes(shown: Language, page: Language): LangAttributes {
  if (shown === page) return {};
  // Arabic and Urdu are the right-to-left ones (written out, not read from i18n/define: importing it
  // here made the first visit's chunk export one more name, over its budget).
  return { lang: shown, dir: shown === "en" ? "ltr" : "rtl" };
}

/** The language the cached answers were fetched in (the `lang` cookie at the time). */
let fetchedIn: Language | undefined;

/**
 * `const shownIn = useShownIn(); <p {...shownIn(event.shownIn.description)}>`. After the reader
 * switches language, the first content shown refetches every query: the API answers admin texts in
 * the language of the cookie, so answers cached before the switch are in the old one. (Done here, in
 * the pages that show such texts, rather than in the header's switch, which is in the first visit's
 * JavaScript budget.)
 */
export function useShownIn(): (shown: Language) => LangAttributes {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (fetchedIn !== undefined && fetchedIn !== language) void queryClient.invalidateQueries();
    fetchedIn = language;
  }, [language, queryClient]);
  return (shown) => langAttributes(shown, language);
}
