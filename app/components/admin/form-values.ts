import type { z } from "zod";

/** Field name -> the translated message for the first problem zod found in it. */
export function errorsFrom<K extends string>(
  issues: z.core.$ZodIssue[],
  messages: Record<K, string>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const name = String(issue.path[0]) as K;
    if (name in messages && !errors[name]) errors[name] = messages[name];
  }
  return errors;
}

export const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A number field: empty or not a number becomes NaN, which the schema rejects with its message. */
export const numberOf = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
};
