import { useLanguage, useT } from "../../i18n";
import { type AdminAuditTexts, adminAuditMessages } from "../../i18n/messages/admin-audit";
import { adminMembersMessages } from "../../i18n/messages/admin-members";

const tierKeys = { basic: "tierBasic", premium: "tierPremium", executive: "tierExecutive" } as const;
const roleKeys = { member: "roleMember", admin: "roleAdmin" } as const;
const accountKeys = { active: "statusActive", suspended: "statusSuspended" } as const;

const isIn = <K extends string>(keys: Record<K, string>, value: unknown): value is K =>
  typeof value === "string" && value in keys;

/**
 * How a logged value reads: dates and times in the admin's language (times in Riyadh), yes/no,
 * tiers, roles and account states by their names, nothing as a dash; `field` names the column.
 */
export function useAuditValues() {
  const t = useT(adminAuditMessages);
  const members = useT(adminMembersMessages);
  const { language } = useLanguage();
  const day = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
  const moment = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  });
  const number = new Intl.NumberFormat(language);
  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === "") return t("none");
    if (typeof raw === "boolean") return raw ? t("yes") : t("no");
    if (typeof raw === "number") return number.format(raw);
    if (field === "tier" && isIn(tierKeys, raw)) return members(tierKeys[raw]);
    if (field === "role" && isIn(roleKeys, raw)) return members(roleKeys[raw]);
    if (field === "accountStatus" && isIn(accountKeys, raw)) return members(accountKeys[raw]);
    if (typeof raw === "string" && /^\d{4}-\d{2}-\d{2}$/.test(raw))
      return day.format(new Date(`${raw}T12:00:00Z`));
    if (typeof raw === "string" && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(raw))
      return moment.format(new Date(raw));
    return typeof raw === "string" ? raw : JSON.stringify(raw);
  };
  const label = (field: string): string => {
    const key = `field_${field}`;
    return key in adminAuditMessages.en ? t(key as keyof AdminAuditTexts) : field;
  };
  return { value, label };
}
