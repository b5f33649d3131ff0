import type { AdminAuditEntry } from "../../../worker/contract/audit-log";
import { useT } from "../../i18n";
import { adminAuditMessages } from "../../i18n/messages/admin-audit";
import { useAuditValues } from "./audit-values";
import { fillTemplate } from "./fill-template";

/** Each changed field with its value before and after; for a catch-all entry, the fields it set. */
export function AuditChanges({ entry }: { entry: AdminAuditEntry }) {
  const t = useT(adminAuditMessages);
  const { value, label } = useAuditValues();
  if (entry.changes.length === 0) {
    if (entry.fields.length === 0) return null;
    return <p className="text-sm text-slate-600">{t("fieldsSet", { fields: entry.fields.join(", ") })}</p>;
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {entry.changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-semibold text-slate-700">{label(change.field)}</dt>
          <dd>
            {fillTemplate(t("changedTo"), {
              before: <bdi className="text-slate-600">{value(change.field, change.before)}</bdi>,
              after: <bdi className="font-semibold">{value(change.field, change.after)}</bdi>,
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
