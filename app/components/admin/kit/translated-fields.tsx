import { useT } from "../../../i18n";
import { adminTranslationsMessages } from "../../../i18n/messages/admin-translations";
import type { Column, FieldSpec } from "./resource";

type Versioned = Record<string, unknown>;
const missing = (value: unknown) =>
  value == null || (typeof value === "string" || Array.isArray(value) ? value.length === 0 : false);

/**
 * Admin-written texts members read come in English, Arabic and Urdu (worker/contract/content-language.ts):
 * `versions` turns one field into its three controls side by side (English first, required as the field
 * says; Arabic and Urdu optional, typed right to left, and marked when still missing), and `column` is
 * the table column naming the versions a row still lacks.
 */
export function useTranslatedFields() {
  const t = useT(adminTranslationsMessages);
  const versions = <Row,>(field: FieldSpec<Row>, row: Row | null): FieldSpec<Row>[] => {
    const other = (suffix: "Ar" | "Ur", lang: "ar" | "ur", label: string): FieldSpec<Row> => {
      const name = `${field.name}${suffix}`;
      const absent = row !== null && missing((row as Versioned)[name]);
      return {
        ...field,
        name,
        inputName: undefined,
        label,
        lang,
        dir: "rtl",
        required: false,
        initial: "",
        // Untranslated versions are null: shown as an empty box, not as "null".
        value: (current) => {
          const value = (current as Versioned)[name];
          return Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "";
        },
        hint: absent ? t("missingHint") : undefined,
      };
    };
    return [
      // The English control keeps the field's own label: it is the text every reader falls back to.
      field,
      other("Ar", "ar", t("inArabic", { field: field.label })),
      other("Ur", "ur", t("inUrdu", { field: field.label })),
    ];
  };
  const column = <Row,>(fields: readonly string[]): Column<Row> => ({
    header: t("colLanguages"),
    cell: (row) => {
      const lacks = (suffix: string) =>
        fields.some((field) => missing((row as Versioned)[`${field}${suffix}`]));
      const gaps = [lacks("Ar") ? t("missingArabic") : null, lacks("Ur") ? t("missingUrdu") : null].filter(
        Boolean,
      );
      return gaps.length ? (
        <span className="text-amber-900">{gaps.join(" · ")}</span>
      ) : (
        <span className="text-green-900">{t("allWritten")}</span>
      );
    },
  });
  return { versions, column };
}
