import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { type Catalog, interpolate, type Language, type Messages } from "./define";
import { applyDocumentLanguage, readSavedLanguage, saveLanguage } from "./language";

type LanguageState = { language: Language; setLanguage: (language: Language) => void };

const LanguageContext = createContext<LanguageState | null>(null);

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setState] = useState<Language>(() => initial ?? readSavedLanguage());
  const setLanguage = useCallback((next: Language) => {
    saveLanguage(next);
    applyDocumentLanguage(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
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

/** `const t = useT(landingMessages); t("heroTitle")`: texts in the current language. */
export function useT<M extends Messages>(catalog: Catalog<M>): Translate<M> {
  const { language } = useLanguage();
  return useCallback(
    (key, vars) => interpolate((catalog[language] as M)[key] ?? catalog.en[key] ?? key, vars),
    [catalog, language],
  );
}
