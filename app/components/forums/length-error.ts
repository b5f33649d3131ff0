import type { Translate } from "../../i18n";
import type { ForumsTexts } from "../../i18n/messages/forums";

/** The form's own check of a length rule (same limits as the API), in the reader's language. */
export function lengthError(
  t: Translate<ForumsTexts>,
  value: string,
  min: number,
  max: number,
): string | undefined {
  const length = value.trim().length;
  if (length < min) return t("errorTooShort", { min });
  if (length > max) return t("errorTooLong", { max });
  return undefined;
}
