import { describe, expect, it } from "vitest";
import type { Catalog, Messages } from "../../app/i18n/define";
import { shellMessages } from "../../app/i18n/messages/shell";

// Every catalog in app/i18n/messages, found by file so a new page's catalog is checked too.
const modules = import.meta.glob<Record<string, unknown>>(
  ["../../app/i18n/messages/*.ts", "!../../app/i18n/messages/*.ar.ts", "!../../app/i18n/messages/*.ur.ts"],
  { eager: true },
);
const fileName = (path: string) => path.replace(/^.*\//, "");
// Every file in the folder (not loaded), to know which English files there are and their siblings.
const files = Object.keys(import.meta.glob("../../app/i18n/messages/*.ts")).map(fileName);
const translationFile = /\.(ar|ur)\.ts$/;
const englishFiles = files.filter((file) => !translationFile.test(file));
// The translation files themselves, to check each catalog loads its own siblings.
const translations = import.meta.glob<{ default: Messages }>(
  ["../../app/i18n/messages/*.ar.ts", "../../app/i18n/messages/*.ur.ts"],
  { eager: true },
);
const translationOf = (englishFile: string, language: "ar" | "ur") =>
  translations[`../../app/i18n/messages/${englishFile.replace(/\.ts$/, `.${language}.ts`)}`]?.default;

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

const entries = Object.entries(modules).flatMap(([path, module]) =>
  catalogsOf(module).map(([name, catalog]) => ({ file: fileName(path), name, catalog })),
);

describe("i18n catalogs", () => {
  it("finds every catalog file: one catalog per English file, each with its .ar.ts and .ur.ts", () => {
    // The globs point at the app's catalogs (an empty or wrong folder would make the checks below vacuous).
    expect(entries.map((entry) => entry.catalog)).toContain(shellMessages);
    expect(Object.keys(modules).map(fileName).sort()).toEqual([...englishFiles].sort());
    const withoutCatalog = Object.entries(modules)
      .filter(([, module]) => catalogsOf(module).length === 0)
      .map(([path]) => fileName(path));
    expect(withoutCatalog).toEqual([]);
    expect(entries).toHaveLength(englishFiles.length);
    const missingSiblings = englishFiles.flatMap((file) =>
      ["ar", "ur"]
        .map((language) => file.replace(/\.ts$/, `.${language}.ts`))
        .filter((sibling) => !files.includes(sibling)),
    );
    expect(missingSiblings).toEqual([]);
    const orphans = files.filter(
      (file) => translationFile.test(file) && !englishFiles.includes(file.replace(translationFile, ".ts")),
    );
    expect(orphans).toEqual([]);
  });

  for (const { file, name, catalog } of entries) {
    describe(`${file} ${name}`, () => {
      const englishKeys = Object.keys(catalog.en).sort();

      it("has no empty English text", () => {
        expect(englishKeys.filter((key) => !catalog.en[key]?.trim())).toEqual([]);
      });

      for (const language of ["ar", "ur"] as const) {
        it(`${language} has exactly the English keys, none empty, every {placeholder} kept`, async () => {
          const texts = (await catalog[language]()).default;
          // It loads its own sibling file, not another catalog's.
          expect(texts).toBe(translationOf(file, language));
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
