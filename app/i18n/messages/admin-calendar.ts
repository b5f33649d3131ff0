import { defineCatalog } from "../define";

/** /admin/calendar: the dates of the Cultural Calendar card. */
const en = {
  title: "Cultural calendar",
  lead: "The dates members see on their home page. Ramadan and the Eids start as expected dates from the Umm al-Qura calendar: confirm each once the moon is sighted.",
  newDate: "New date",
  empty: "No dates yet. Add the first one.",
  tableCaption: "Cultural calendar dates",
  colTitle: "Title",
  colKind: "Kind",
  colDate: "Date",
  kindIslamic: "Islamic",
  kindNational: "National day",
  kindCommunity: "Community",
  confirmed: "Confirmed",
  expected: "Expected",
  statusActive: "Shown",
  formCreate: "New calendar date",
  formEdit: "Edit {title}",
  kind: "Kind",
  titleEn: "Title in English",
  titleAr: "Title in Arabic",
  titleUr: "Title in Urdu",
  titleOptional: "(optional: English is shown instead)",
  date: "Date",
  isConfirmed: "The date is confirmed",
  isConfirmedHint:
    "Leave unticked for Islamic dates still awaiting the moon sighting: members see them as expected.",
  confirm: "Confirm date",
  confirmHeading: "Confirm the sighted date of {title}",
  sightedDate: "Sighted date",
  confirmSave: "Confirm",
  confirmedToast: "Date confirmed",
  hiddenToast: "Date hidden",
  shownToast: "Date shown",
  errorSummary: "Please correct the highlighted fields.",
  titleEnError: "Enter the English title (2 to 120 characters).",
  titleTooLong: "At most 120 characters.",
  dateError: "Choose a real date.",
};

export type AdminCalendarTexts = typeof en;

export const adminCalendarMessages = defineCatalog(en, {
  ar: () => import("./admin-calendar.ar"),
  ur: () => import("./admin-calendar.ur"),
});
