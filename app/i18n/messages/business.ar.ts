import type { Translations } from "../define";
import type { BusinessTexts } from "./business";

const ar: Translations<BusinessTexts> = {
  title: "دليل الأعمال",
  lead: "شركات يملكها باكستانيون وشركات شريكة في أنحاء المملكة العربية السعودية.",
  backHome: "العودة إلى الصفحة الرئيسية",
  listYourBusiness: "أضف نشاطك التجاري",
  filtersHeading: "تصفية الأعمال",
  searchLabel: "ابحث في الأعمال",
  searchPlaceholder: "الاسم أو الوصف",
  searchButton: "بحث",
  industryLabel: "القطاع",
  allIndustries: "كل القطاعات",
  locationLabel: "الموقع",
  allLocations: "كل المواقع",
  halalOnly: "الحاصلة على شهادة حلال فقط",
  resultsHeading: "الأعمال",
  resultsCount: "عدد الأعمال: {count}",
  loading: "جارٍ تحميل الأعمال…",
  loadingForm: "جارٍ تحميل النموذج…",
  loadError: "تعذّر تحميل الدليل. يرجى المحاولة مرة أخرى.",
  retry: "حاول مرة أخرى",
  emptyTitle: "لم يتم العثور على أعمال",
  emptyText: "جرّب تعديل عوامل التصفية.",
  verified: "موثّق",
  halalCertified: "حاصل على شهادة حلال",
  ratedOutOf: "التقييم {rating} من 5",
  reviews: "عدد المراجعات: {count}",
  oneReview: "مراجعة واحدة",
  employees: "عدد الموظفين: {count}",
  founded: "تأسس عام {year}",
  visitWebsite: "زيارة الموقع الإلكتروني",
  websiteOf: "الخاص بـ {name}",
};

export default ar;
