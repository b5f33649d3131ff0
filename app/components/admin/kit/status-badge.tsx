import { type ModerationStatus, moderationStatuses } from "../../../../worker/contract/enums";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";
import type { FilterSpec } from "./resource";

const statusLabel = {
  pending: "statusPending",
  approved: "statusApproved",
  rejected: "statusRejected",
  hidden: "statusHidden",
} as const;
const statusStyle: Record<ModerationStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-brand-100 text-brand-900",
  rejected: "bg-red-100 text-red-900",
  hidden: "bg-slate-200 text-slate-800",
};

/** A moderation state in words and colour. */
export function StatusBadge({ status }: { status: ModerationStatus }) {
  const t = useT(adminMessages);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[status]}`}>
      {t(statusLabel[status])}
    </span>
  );
}

/** The "Show" select of a moderated list: every state, or one. */
export function useStatusFilter<F extends { status: ModerationStatus | "all" }>(
  label: string,
  allLabel: string,
): FilterSpec<F> {
  const t = useT(adminMessages);
  return {
    name: "status",
    label,
    kind: "select",
    options: [
      { value: "all", label: allLabel },
      ...moderationStatuses.map((value) => ({ value, label: t(statusLabel[value]) })),
    ],
  };
}
