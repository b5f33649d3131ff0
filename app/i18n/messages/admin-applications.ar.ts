import type { Translations } from "../define";
import type { AdminApplicationsTexts } from "./admin-applications";

const ar: Translations<AdminApplicationsTexts> = {
  title: "طلبات العضوية",
  lead: "الطلبات المرسلة من صفحة العضوية، المعلقة أولًا. اقبلها أو ارفضها مع ذكر السبب.",
  empty: "لا توجد طلبات بعد.",
  applicant: "المتقدم",
  email: "البريد الإلكتروني",
  phone: "الهاتف",
  city: "المدينة",
  profession: "المهنة",
  company: "الشركة",
  experience: "الخبرة",
  membershipType: "نوع العضوية",
  marketing: "رسائل تسويقية",
  yes: "نعم",
  no: "لا",
  received: "تاريخ الاستلام",
  note: "السبب",
};

export default ar;
