import type { Translations } from "../define";
import type { AdminCalendarTexts } from "./admin-calendar";

const ur: Translations<AdminCalendarTexts> = {
  title: "ثقافتی کیلنڈر",
  lead: "وہ تاریخیں جو اراکین اپنے ہوم پیج پر دیکھتے ہیں۔ رمضان اور دونوں عیدیں امّ القریٰ کیلنڈر سے متوقع تاریخوں کے طور پر شروع ہوتی ہیں: چاند نظر آنے پر ہر تاریخ کی تصدیق کریں۔",
  newDate: "نئی تاریخ",
  empty: "ابھی کوئی تاریخ نہیں۔ پہلی تاریخ شامل کریں۔",
  tableCaption: "ثقافتی کیلنڈر کی تاریخیں",
  colTitle: "عنوان",
  colKind: "قسم",
  colDate: "تاریخ",
  kindIslamic: "اسلامی",
  kindNational: "قومی دن",
  kindCommunity: "کمیونٹی",
  confirmed: "تصدیق شدہ",
  expected: "متوقع",
  statusActive: "ظاہر",
  formCreate: "کیلنڈر کی نئی تاریخ",
  formEdit: "{title} میں ترمیم",
  kind: "قسم",
  titleEn: "انگریزی میں عنوان",
  titleAr: "عربی میں عنوان",
  titleUr: "اردو میں عنوان",
  titleOptional: "(اختیاری: اس کی جگہ انگریزی عنوان دکھایا جاتا ہے)",
  date: "تاریخ",
  isConfirmed: "تاریخ کی تصدیق ہو چکی ہے",
  isConfirmedHint:
    "جن اسلامی تاریخوں کے لیے چاند کا انتظار ہے انہیں بغیر نشان کے چھوڑیں: اراکین انہیں متوقع دیکھتے ہیں۔",
  confirm: "تاریخ کی تصدیق",
  confirmHeading: "{title} کی رویت کی تاریخ کی تصدیق",
  sightedDate: "رویت کی تاریخ",
  confirmSave: "تصدیق کریں",
  confirmedToast: "تاریخ کی تصدیق ہو گئی",
  hiddenToast: "تاریخ چھپا دی گئی",
  shownToast: "تاریخ ظاہر کر دی گئی",
  errorSummary: "براہِ کرم نمایاں کردہ خانے درست کریں۔",
  titleEnError: "انگریزی عنوان درج کریں (2 سے 120 حروف)۔",
  titleTooLong: "زیادہ سے زیادہ 120 حروف۔",
  dateError: "درست تاریخ منتخب کریں۔",
};

export default ur;
