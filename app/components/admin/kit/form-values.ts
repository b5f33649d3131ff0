import type { FieldSpec } from "./resource";

/** The filled lines of a one-item-per-line textarea, and the line each sits on (for error messages). */
export function linesOf(text: string): { items: string[]; lineNumbers: number[] } {
  const filled = text
    .split("\n")
    .map((item, index) => ({ item: item.trim(), line: index + 1 }))
    .filter(({ item }) => item !== "");
  return { items: filled.map(({ item }) => item), lineNumbers: filled.map(({ line }) => line) };
}

/** A number box: empty or not a number becomes NaN, which the schema rejects with its message. */
export function numberOf(value: FormDataEntryValue | null): number {
  const text = String(value ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
}

/** Each field's value as the API takes it, and where the items of "lines" fields sit. */
export function readValues<Row>(fields: FieldSpec<Row>[], form: FormData) {
  const values: Record<string, unknown> = {};
  const lineNumbers: Record<string, number[]> = {};
  for (const field of fields) {
    const raw = form.get(field.name);
    switch (field.kind) {
      case "number":
        values[field.name] = numberOf(raw);
        break;
      case "checkbox":
        values[field.name] = raw === "on";
        break;
      case "lines": {
        const lines = linesOf(String(raw ?? ""));
        values[field.name] = lines.items;
        lineNumbers[field.name] = lines.lineNumbers;
        break;
      }
      default:
        values[field.name] = String(raw ?? "").trim();
    }
  }
  return { values, lineNumbers };
}

/**
 * What a field shows: the row's value when editing (lines one per line), else the template's, else
 * its initial value.
 */
export function shownValue<Row>(field: FieldSpec<Row>, row: Row | null, template?: Partial<Row>) {
  const fromTemplate = (template as Record<string, unknown> | undefined)?.[field.name];
  if (!row) return (fromTemplate as string | number | boolean | undefined) ?? field.initial;
  const value = field.value ? field.value(row) : (row as Record<string, unknown>)[field.name];
  if (Array.isArray(value)) return value.join("\n");
  return value as string | number | boolean | undefined | null;
}
