import { describe, expect, it } from "vitest";
import type { Catalog, Messages } from "../../app/i18n/define";

// Every catalog module in app/i18n/messages, found by file so a new page's catalog is checked too.
const modules = import.meta.glob<Record<string, unknown>>("../../app/i18n/messages/*.ts", { eager: true });

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

describe("i18n catalogs", () => {
  const entries = Object.entries(modules).flatMap(([file, module]) =>
    catalogsOf(module).map(([name, catalog]) => [`${file.split("/").pop()} ${name}`, catalog] as const),
  );

  it("finds the catalogs", () => {
    expect(entries.length).toBeGreaterThanOrEqual(2);
  });

  for (const [name, catalog] of entries) {
    describe(name, () => {
      const englishKeys = Object.keys(catalog.en).sort();
      for (const language of ["ar", "ur"] as const) {
        it(`${language} has exactly the English keys, none empty`, () => {
          expect(Object.keys(catalog[language]).sort()).toEqual(englishKeys);
          const empty = englishKeys.filter((key) => !String(catalog[language][key] ?? "").trim());
          expect(empty).toEqual([]);
        });
        it(`${language} keeps every {placeholder}`, () => {
          const mismatched = englishKeys.filter(
            (key) =>
              JSON.stringify(placeholders(catalog.en[key] ?? "")) !==
              JSON.stringify(placeholders(catalog[language][key] ?? "")),
          );
          expect(mismatched).toEqual([]);
        });
      }
      it("has no empty English text", () => {
        expect(englishKeys.filter((key) => !catalog.en[key]?.trim())).toEqual([]);
      });
    });
  }
});
