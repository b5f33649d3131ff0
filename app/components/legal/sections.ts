import type { Translate } from "../../i18n";
import type { Messages } from "../../i18n/define";
import type { LegalSection } from "./legal-document";

/** A section written as catalog keys, so the same outline renders in every language. */
export type SectionSpec<K extends string> = {
  id: string;
  title: K;
  paragraphs: K[];
  list?: K[];
  closing?: K[];
};

export function resolveSections<M extends Messages>(
  specs: SectionSpec<keyof M & string>[],
  t: Translate<M>,
  vars?: Record<string, string | number>,
): LegalSection[] {
  const all = (keys: (keyof M & string)[] | undefined) => keys?.map((key) => t(key, vars));
  return specs.map((spec) => ({
    id: spec.id,
    title: t(spec.title),
    paragraphs: all(spec.paragraphs) ?? [],
    list: all(spec.list),
    closing: all(spec.closing),
  }));
}
