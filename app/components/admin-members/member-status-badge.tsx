import { useT } from "../../i18n";
import { adminMembersMessages } from "../../i18n/messages/admin-members";

/** Active or suspended, in words and colour. */
export function MemberStatusBadge({ status }: { status: "active" | "suspended" }) {
  const t = useT(adminMembersMessages);
  const style = status === "active" ? "bg-brand-100 text-brand-900" : "bg-red-100 text-red-900";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>
      {t(status === "active" ? "statusActive" : "statusSuspended")}
    </span>
  );
}
