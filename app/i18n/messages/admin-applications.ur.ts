import type { Translations } from "../define";
import type { AdminApplicationsTexts } from "./admin-applications";

const ur: Translations<AdminApplicationsTexts> = {
  title: "رکنیت کی درخواستیں",
  lead: "رکنیت کے صفحے سے بھیجی گئی درخواستیں، زیرِ التوا پہلے۔ منظور کریں یا وجہ کے ساتھ مسترد کریں۔",
  empty: "ابھی کوئی درخواست نہیں۔",
  applicant: "درخواست دہندہ",
  email: "ای میل",
  phone: "فون",
  city: "شہر",
  profession: "پیشہ",
  company: "کمپنی",
  experience: "تجربہ",
  membershipType: "رکنیت کی قسم",
  marketing: "تشہیری ای میلز",
  yes: "ہاں",
  no: "نہیں",
  received: "موصول",
  note: "وجہ",
};

export default ur;
