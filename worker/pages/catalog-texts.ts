import type { Catalog, Messages } from "../../app/i18n/define";
import type { Language } from "../contract/enums";

/**
 * A catalog of the app (app/i18n/messages/) in one language: the pre-rendered pages show the app's own
 * texts, so what the phone paints first is word for word what the app then renders. A missing
 * translation falls back to English, as in the app.
 */
export async function catalogTexts<M extends Messages>(catalog: Catalog<M>, language: Language): Promise<M> {
  if (language === "en") return catalog.en;
  const translated = (await catalog[language]()).default;
  return { ...catalog.en, ...translated };
}
