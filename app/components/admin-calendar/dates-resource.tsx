import {
  type AdminCulturalDate,
  type AdminCulturalDateInput,
  adminCulturalDateSchema,
} from "../../../worker/contract/calendar";
import { culturalDateKinds } from "../../../worker/contract/enums";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminCalendarMessages } from "../../i18n/messages/admin-calendar";
import { expectOk, unwrap } from "../../lib/api-client";
import { type AdminResource, StatusBadge, useDeleteAction } from "../admin/kit";
import { shortDay } from "../calendar/calendar-format";
import { adminCalendar, adminDate, calendarBase, calendarInvalidates, dateParam } from "./calendar-api";
import { ConfirmDate } from "./confirm-date";
import { kindLabels } from "./kind-labels";

const pill = "rounded-full px-2 py-0.5 text-xs font-semibold";

/** /admin/calendar: the dates of the members' Cultural Calendar, hidden and past ones too. */
export function useCalendarResource(): AdminResource<AdminCulturalDate, AdminCulturalDateInput> {
  const t = useT(adminCalendarMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const translated = (lang: "ar" | "ur", title: string | null) =>
    title ? (
      <span lang={lang} dir="rtl" className="block text-slate-600">
        {title}
      </span>
    ) : null;

  return {
    key: [calendarBase],
    list: async () => (await unwrap(adminCalendar.$get())).dates,
    invalidate: calendarInvalidates,
    rowKey: (date) => date.id,
    rowName: (date) => date.titleEn,
    caption: t("tableCaption"),
    emptyText: t("empty"),
    columns: [
      {
        header: t("colTitle"),
        cell: (date) => (
          <>
            <span className="block font-semibold text-slate-900">{date.titleEn}</span>
            {translated("ar", date.titleAr)}
            {translated("ur", date.titleUr)}
          </>
        ),
      },
      { header: t("colKind"), cell: (date) => t(kindLabels[date.kind]) },
      {
        header: t("colDate"),
        cell: (date) => (
          <>
            <time dateTime={date.date}>{shortDay(date.date, language)}</time>
            <span
              className={`ms-2 ${pill} ${date.isConfirmed ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
            >
              {date.isConfirmed ? t("confirmed") : t("expected")}
            </span>
          </>
        ),
      },
      {
        header: admin("statusColumn"),
        cell: (date) =>
          date.isActive ? (
            <span className={`${pill} bg-green-100 text-green-900`}>{t("statusActive")}</span>
          ) : (
            <StatusBadge status="hidden" />
          ),
      },
    ],
    rowExtra: (date) => (date.isConfirmed ? null : <ConfirmDate date={date} />),
    actions: [
      {
        label: (date) => (date.isActive ? admin("hide") : admin("show")),
        run: (date) => expectOk((date.isActive ? adminDate.hide : adminDate.show).$post(dateParam(date.id))),
        done: (date) => (date.isActive ? t("hiddenToast") : t("shownToast")),
      },
      useDeleteAction((date) => expectOk(adminDate.$delete(dateParam(date.id)))),
    ],
    form: {
      schema: adminCulturalDateSchema,
      save: (date, input) =>
        expectOk(
          date
            ? adminDate.$put({ ...dateParam(date.id), json: input })
            : adminCalendar.$post({ json: input }),
        ),
      title: (date) => (date ? t("formEdit", { title: date.titleEn }) : t("formCreate")),
      newLabel: t("newDate"),
      errorSummary: t("errorSummary"),
      fields: [
        { name: "titleEn", label: t("titleEn"), required: true, error: t("titleEnError") },
        {
          name: "kind",
          label: t("kind"),
          kind: "select",
          required: true,
          initial: "national",
          options: culturalDateKinds.map((kind) => ({ value: kind, label: t(kindLabels[kind]) })),
          error: t("titleTooLong"),
        },
        {
          name: "titleAr",
          label: `${t("titleAr")} ${t("titleOptional")}`,
          lang: "ar",
          dir: "rtl",
          initial: "",
          error: t("titleTooLong"),
        },
        {
          name: "titleUr",
          label: `${t("titleUr")} ${t("titleOptional")}`,
          lang: "ur",
          dir: "rtl",
          initial: "",
          error: t("titleTooLong"),
        },
        { name: "date", label: t("date"), kind: "date", required: true, dir: "ltr", error: t("dateError") },
        {
          name: "isConfirmed",
          label: t("isConfirmed"),
          kind: "checkbox",
          initial: true,
          hint: t("isConfirmedHint"),
        },
      ],
    },
  };
}
