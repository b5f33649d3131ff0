import type { AdminCulturalDate } from "../../../worker/contract/calendar";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminCalendarMessages } from "../../i18n/messages/admin-calendar";
import { RowButton, StatusBadge } from "../admin/admin-kit";
import { shortDay } from "../calendar/calendar-format";
import { ConfirmDate } from "./confirm-date";
import { kindLabels } from "./kind-labels";
import { useDeleteDateMutation, useVisibilityMutation } from "./queries";

/** Every date with its actions; each button names its date for screen readers. */
export function DatesTable({
  dates,
  onEdit,
}: {
  dates: AdminCulturalDate[];
  onEdit: (date: AdminCulturalDate) => void;
}) {
  const t = useT(adminCalendarMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const hide = useVisibilityMutation(false, t("hiddenToast"));
  const show = useVisibilityMutation(true, t("shownToast"));
  const remove = useDeleteDateMutation(admin("deleted"));
  const busy = hide.isPending || show.isPending || remove.isPending;

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {[t("colTitle"), t("colKind"), t("colDate"), admin("statusColumn"), admin("actions")].map(
              (label) => (
                <th key={label} scope="col" className="px-2 py-2 text-start font-semibold">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {dates.map((date) => (
            <tr key={date.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="px-2 py-3 text-start font-normal">
                <span className="block font-semibold text-slate-900">{date.titleEn}</span>
                {date.titleAr ? (
                  <span lang="ar" dir="rtl" className="block text-slate-600">
                    {date.titleAr}
                  </span>
                ) : null}
                {date.titleUr ? (
                  <span lang="ur" dir="rtl" className="block text-slate-600">
                    {date.titleUr}
                  </span>
                ) : null}
              </th>
              <td className="px-2 py-3">{t(kindLabels[date.kind])}</td>
              <td className="px-2 py-3">
                <time dateTime={date.date}>{shortDay(date.date, language)}</time>
                <span
                  className={`ms-2 rounded-full px-2 py-0.5 text-xs font-semibold ${
                    date.isConfirmed ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"
                  }`}
                >
                  {date.isConfirmed ? t("confirmed") : t("expected")}
                </span>
              </td>
              <td className="px-2 py-3">
                {date.isActive ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                    {t("statusActive")}
                  </span>
                ) : (
                  <StatusBadge status="hidden" />
                )}
              </td>
              <td className="px-2 py-3">
                <div className="flex flex-wrap items-start gap-2">
                  {date.isConfirmed ? null : <ConfirmDate date={date} />}
                  <RowButton label={admin("edit")} item={date.titleEn} onClick={() => onEdit(date)} />
                  <RowButton
                    label={date.isActive ? admin("hide") : admin("show")}
                    item={date.titleEn}
                    disabled={busy}
                    onClick={() => (date.isActive ? hide : show).mutate(date.id)}
                  />
                  <RowButton
                    label={admin("delete")}
                    item={date.titleEn}
                    danger
                    disabled={busy}
                    onClick={() => {
                      if (window.confirm(admin("confirmDelete", { name: date.titleEn })))
                        remove.mutate(date.id);
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
