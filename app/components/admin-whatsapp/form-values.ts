import type { z } from "zod";
import {
  type AdminWhatsappGroupInput,
  WHATSAPP_RULES_MAX,
  WHATSAPP_TAGS_MAX,
} from "../../../worker/contract/whatsapp-groups";
import type { Translate } from "../../i18n";
import type { AdminWhatsappTexts } from "../../i18n/messages/admin-whatsapp";

export type GroupField = keyof AdminWhatsappGroupInput;
export type GroupErrors = Partial<Record<GroupField, string>>;

/** A one-item-per-line textarea: the filled lines, and where each sits so errors can name the line. */
export type Lines = { items: string[]; lineNumbers: number[] };

export function linesOf(text: string): Lines {
  const filled = text
    .split("\n")
    .map((item, index) => ({ item: item.trim(), line: index + 1 }))
    .filter(({ item }) => item !== "");
  return { items: filled.map(({ item }) => item), lineNumbers: filled.map(({ line }) => line) };
}

/** The form's values as the API takes them; the number stays NaN when the box is empty or not a number. */
export function groupInputFrom(form: FormData, rules: Lines, tags: Lines): AdminWhatsappGroupInput {
  const get = (name: string) => String(form.get(name) ?? "").trim();
  const members = get("memberCount");
  return {
    name: get("name"),
    description: get("description"),
    inviteLink: get("inviteLink"),
    groupType: get("groupType") as AdminWhatsappGroupInput["groupType"],
    memberCount: members === "" ? Number.NaN : Number(members),
    adminName: get("adminName"),
    rules: rules.items,
    tags: tags.items,
  };
}

/** One clear message per field, in the reader's language; list errors name the textarea line. */
export function groupErrorsFrom(
  issues: readonly z.core.$ZodIssue[],
  lists: { rules: Lines; tags: Lines },
  t: Translate<AdminWhatsappTexts>,
): GroupErrors {
  const errors: GroupErrors = {};
  for (const issue of issues) {
    const [field, index] = issue.path as [GroupField, number | undefined];
    if (errors[field]) continue;
    errors[field] = messageFor(field, index, lists, t);
  }
  return errors;
}

function messageFor(
  field: GroupField,
  index: number | undefined,
  lists: { rules: Lines; tags: Lines },
  t: Translate<AdminWhatsappTexts>,
): string {
  switch (field) {
    case "name":
      return t("errorName");
    case "description":
      return t("errorDescription");
    case "inviteLink":
      return t("errorInvite");
    case "groupType":
      return t("errorType");
    case "memberCount":
      return t("errorMembers");
    case "adminName":
      return t("errorAdmin");
    case "rules":
      return index === undefined
        ? t("errorRulesCount", { max: WHATSAPP_RULES_MAX })
        : t("errorRuleLine", { line: lists.rules.lineNumbers[index] ?? index + 1 });
    case "tags":
      return index === undefined
        ? t("errorTagsCount", { max: WHATSAPP_TAGS_MAX })
        : t("errorTagLine", { line: lists.tags.lineNumbers[index] ?? index + 1 });
  }
}

/** Per-field messages from a 422 answer body, for the rare case the server disagrees with the form. */
export function serverFieldErrors(body: string): GroupErrors {
  try {
    const details = (JSON.parse(body) as { error?: { details?: Record<string, string[]> } }).error?.details;
    const errors: GroupErrors = {};
    for (const [field, messages] of Object.entries(details ?? {})) {
      if (messages[0]) errors[field as GroupField] = messages[0];
    }
    return errors;
  } catch {
    return {};
  }
}
