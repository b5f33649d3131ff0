import type { Translations } from "../define";
import type { AdminReportsTexts } from "./admin-reports";

const ur: Translations<AdminReportsTexts> = {
  title: "رپورٹ شدہ پوسٹس",
  lead: "وہ پوسٹس جن کی اراکین نے رپورٹ کی، سب سے زیادہ انتظار والی پہلے۔ پوسٹ ہٹائیں تاکہ وہ ہر فیڈ سے نکل جائے، یا رپورٹس مسترد کر کے اسے رہنے دیں۔",
  empty: "کوئی کھلی رپورٹ نہیں۔ جائزے کے لیے کچھ باقی نہیں۔",
  reportsCount: "{n} رپورٹس",
  postBy: "{name} کی پوسٹ",
  reasonBy: "{name}",
  dismiss: "رپورٹس مسترد کریں",
  remove: "پوسٹ ہٹائیں",
  dismissed: "رپورٹس مسترد ہو گئیں",
  removed: "پوسٹ ہٹا دی گئی",
};

export default ur;
