import type { AdminMemberRow } from "../../../worker/contract/admin-members";
import type { MembershipStatus } from "../../../worker/contract/membership-card";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminMembersMessages } from "../../i18n/messages/admin-members";
import { memberCityLabel } from "../../lib/member-cities";
import { RowButton } from "../admin/kit";
import { formatCardDate } from "../membership-card/card-format";
import { ScrollBox } from "../ui/scroll-box";
import { membershipStatusLabel, roleLabel, tierLabel } from "./labels";
import { MemberStatusBadge } from "./member-status-badge";

const columns = [
  "colName",
  "colEmail",
  "colMembershipId",
  "colTier",
  "colValidUntil",
  "colMembership",
  "colRole",
  "colCity",
  "colOnboarding",
  "colStatus",
  "colJoined",
  "colLastActive",
] as const;

const membershipStyle: Record<MembershipStatus, string> = {
  valid: "bg-brand-100 text-brand-900",
  expired: "bg-amber-100 text-amber-900",
  suspended: "bg-red-100 text-red-900",
};

/** What the card says now (valid, expired, suspended), in words and colour. */
export function MembershipBadge({ status }: { status: MembershipStatus }) {
  const t = useT(adminMembersMessages);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${membershipStyle[status]}`}>
      {t(membershipStatusLabel[status])}
    </span>
  );
}

/** One page of members; a row's button opens their detail. */
export function MembersTable({ rows, onOpen }: { rows: AdminMemberRow[]; onOpen: (userId: string) => void }) {
  const t = useT(adminMembersMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  return (
    <ScrollBox label={t("tableCaption")} className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-start">
            {columns.map((key) => (
              <th key={key} scope="col" className="px-2 py-2 text-start font-semibold">
                {t(key)}
              </th>
            ))}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">{tAdmin("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} className="border-b border-slate-200">
              <th scope="row" className="px-2 py-2 text-start font-semibold" dir="auto">
                {row.name}
              </th>
              <td className="px-2 py-2">{row.email}</td>
              <td className="px-2 py-2">{row.membershipId ?? t("none")}</td>
              <td className="px-2 py-2">{t(tierLabel[row.tier] ?? "none")}</td>
              {/* The card's day: Riyadh's, wherever the admin is. */}
              <td className="px-2 py-2 whitespace-nowrap">
                {row.validUntil ? formatCardDate(row.validUntil, language) : t("noEndDate")}
              </td>
              <td className="px-2 py-2">
                <MembershipBadge status={row.membershipStatus} />
              </td>
              <td className="px-2 py-2">{t(roleLabel[row.role] ?? "none")}</td>
              <td className="px-2 py-2" dir="auto">
                {memberCityLabel(row.city, language) || t("none")}
              </td>
              <td className="px-2 py-2">
                {t(row.onboardingCompleted ? "onboardingCompleted" : "onboardingPending")}
              </td>
              <td className="px-2 py-2">
                <MemberStatusBadge status={row.accountStatus} />
              </td>
              <td className="px-2 py-2 whitespace-nowrap">{date.format(new Date(row.joinedAt))}</td>
              <td className="px-2 py-2 whitespace-nowrap">
                {row.lastActiveAt ? date.format(new Date(row.lastActiveAt)) : t("never")}
              </td>
              <td className="px-2 py-2">
                <RowButton label={t("open")} item={row.name} onClick={() => onOpen(row.userId)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
