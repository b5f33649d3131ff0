import { describe, expect, it } from "vitest";
import type { Catalog, Messages } from "../../app/i18n/define";

// Every catalog in app/i18n/messages, found by file so a new page's catalog is checked too.
const modules = import.meta.glob<Record<string, unknown>>(
  ["../../app/i18n/messages/*.ts", "!../../app/i18n/messages/*.ar.ts", "!../../app/i18n/messages/*.ur.ts"],
  { eager: true },
);

function catalogsOf(module: Record<string, unknown>): [string, Catalog<Messages>][] {
  return Object.entries(module).filter(
    (entry): entry is [string, Catalog<Messages>] =>
      typeof entry[1] === "object" &&
      entry[1] !== null &&
      "en" in entry[1] &&
      "ar" in entry[1] &&
      "ur" in entry[1],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const entries = Object.entries(modules).flatMap(([file, module]) =>
  catalogsOf(module).map(([name, catalog]) => [`${file.split("/").pop()} ${name}`, catalog] as const),
);

describe("i18n catalogs", () => {
  it("finds every catalog file", () => {
    expect(entries.length).toBeGreaterThanOrEqual(13);
  });

  for (const [name, catalog] of entries) {
    describe(name, () => {
      const englishKeys = Object.keys(catalog.en).sort();

      it("has no empty English text", () => {
        expect(englishKeys.filter((key) => !catalog.en[key]?.trim())).toEqual([]);
      });

      for (const language of ["ar", "ur"] as const) {
        it(`${language} has exactly the English keys, none empty, every {placeholder} kept`, async () => {
          const texts = (await catalog[language]()).default;
          expect(Object.keys(texts).sort()).toEqual(englishKeys);
          expect(englishKeys.filter((key) => !texts[key]?.trim())).toEqual([]);
          const mismatched = englishKeys.filter(
            (key) =>
              JSON.stringify(placeholders(catalog.en[key] ?? "")) !==
              JSON.stringify(placeholders(texts[key] ?? "")),
          );
          expect(mismatched).toEqual([]);
        });
      }
    });
  }
});
