import { QueryClientContext } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { type Catalog, interpolate, type Language, type Messages } from "./define";
import { applyDocumentLanguage, readSavedLanguage, saveLanguage } from "./language";
import { loadTranslations } from "./load";

type LanguageState = { language: Language; setLanguage: (language: Language) => void };

const LanguageContext = createContext<LanguageState | null>(null);

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setState] = useState<Language>(() => initial ?? readSavedLanguage());
  // Not useQueryClient(): a provider of texts alone (some tests) has no query client.
  const queryClient = useContext(QueryClientContext);
  const setLanguage = useCallback(
    (next: Language) => {
      saveLanguage(next);
      // The API answers translated content (events, categories, partners...) in the language of the
      // cookie saveLanguage just wrote: what the app holds is asked again, in the new one.
      void queryClient?.invalidateQueries();
      // A transition keeps the current screen until the new language's texts have loaded.
      startTransition(() => setState(next));
    },
    [queryClient],
  );
  // lang/dir change together with the texts, once the new language is on screen.
  useEffect(() => applyDocumentLanguage(language), [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext value={value}>
      <Suspense fallback={null}>{children}</Suspense>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error("useLanguage needs <I18nProvider>");
  return state;
}

export type Translate<M extends Messages> = (
  key: keyof M & string,
  vars?: Record<string, string | number>,
) => string;

/**
 * `const t = useT(landingMessages); t("heroTitle")`: texts in the current language. Suspends while
 * an Arabic or Urdu catalog loads for the first time.
 */
export function useT<M extends Messages>(catalog: Catalog<M>): Translate<M> {
  const { language } = useLanguage();
  // Always through `use`, never around it: a component that suspended here on its first render is
  // replayed, and React mounts the hooks after `use` only when `use` is called again (skipping it
  // for a cached value threw React error 467 and broke Arabic and Urdu pages). A loaded catalog's
  // promise is marked fulfilled, so `use` answers at once without suspending.
  const texts = use(loadTranslations(catalog, language));
  return useCallback(
    (key, vars) => interpolate(texts[key] ?? catalog.en[key] ?? key, vars),
    [texts, catalog],
  );
}
