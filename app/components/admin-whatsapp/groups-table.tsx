import type { AdminWhatsappGroup } from "../../../worker/contract/whatsapp-groups";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminWhatsappMessages } from "../../i18n/messages/admin-whatsapp";
import { whatsappMessages } from "../../i18n/messages/whatsapp";
import { RowButton, StatusBadge } from "../admin/admin-kit";
import { typeLabels } from "../whatsapp/group-card";
import { activityTime } from "../whatsapp/relative-time";
import { useDeleteGroupMutation, useMarkActiveMutation, useVisibilityMutation } from "./queries";

/** One row per group, hidden ones included, with its actions; each action names its group for screen readers. */
export function GroupsTable({
  groups,
  onEdit,
}: {
  groups: AdminWhatsappGroup[];
  onEdit: (group: AdminWhatsappGroup) => void;
}) {
  const t = useT(adminWhatsappMessages);
  const admin = useT(adminMessages);
  const types = useT(whatsappMessages);
  const { language } = useLanguage();
  const count = new Intl.NumberFormat(language);
  const hide = useVisibilityMutation(false, t("hidden"));
  const show = useVisibilityMutation(true, t("shown"));
  const markActive = useMarkActiveMutation(t("markedActive"));
  const remove = useDeleteGroupMutation(admin("deleted"));
  const busy = hide.isPending || show.isPending || markActive.isPending || remove.isPending;

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {[
              t("colName"),
              t("colType"),
              t("colMembers"),
              t("colActivity"),
              admin("statusColumn"),
              admin("actions"),
            ].map((label) => (
              <th key={label} scope="col" className="px-2 py-2 text-start font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="px-2 py-3 text-start font-normal">
                <span className="block font-semibold text-slate-900">{group.name}</span>
                <span className="block text-slate-600">
                  {t("adminBy", { name: `\u2068${group.adminName}\u2069` })}
                </span>
              </th>
              <td className="px-2 py-3">{types(typeLabels[group.groupType])}</td>
              <td className="px-2 py-3">{count.format(group.memberCount)}</td>
              <td className="px-2 py-3">
                <time dateTime={group.lastActivityAt}>{activityTime(group.lastActivityAt, language)}</time>
              </td>
              <td className="px-2 py-3">
                {group.isActive ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                    {t("statusActive")}
                  </span>
                ) : (
                  <StatusBadge status="hidden" />
                )}
              </td>
              <td className="px-2 py-3">
                <div className="flex flex-wrap gap-2">
                  <RowButton label={admin("edit")} item={group.name} onClick={() => onEdit(group)} />
                  <RowButton
                    label={group.isActive ? admin("hide") : admin("show")}
                    item={group.name}
                    disabled={busy}
                    onClick={() => (group.isActive ? hide : show).mutate(group.id)}
                  />
                  <RowButton
                    label={t("markActive")}
                    item={group.name}
                    disabled={busy}
                    onClick={() => markActive.mutate(group.id)}
                  />
                  <RowButton
                    label={admin("delete")}
                    item={group.name}
                    danger
                    disabled={busy}
                    onClick={() => {
                      if (window.confirm(admin("confirmDelete", { name: group.name })))
                        remove.mutate(group.id);
                    }}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
