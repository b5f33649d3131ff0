import type { Translations } from "../define";
import type { PartnershipsTexts } from "./partnerships";

const ar: Translations<PartnershipsTexts> = {
  title: "الشراكات والرعاية",
  lead: "تواصل مع آلاف المهنيين الباكستانيين في أنحاء المملكة العربية السعودية كراعٍ إقليمي أو راعٍ للفعاليات أو شريك ولاء.",
  viewPackages: "عرض الباقات",
  becomePartner: "كن شريكًا",
  packagesHeading: "باقات الرعاية",
  packagesLead: "اختر مستوى الظهور المناسب لأهدافك. يمكن تخصيص كل باقة.",
  benefitsLabel: "المزايا",
  includesLabel: "تشمل",
  choosePackage: "استفسر الآن",
  packagesLoading: "جارٍ تحميل الباقات…",
  packagesError: "تعذّر تحميل الباقات. يرجى المحاولة مرة أخرى.",
  packagesEmpty: "لا توجد باقات رعاية معروضة حاليًا. تواصل معنا لمناقشة شراكة.",
  retry: "حاول مرة أخرى",
  partnersHeading: "شركاء الولاء",
  partnersLead: "يوفّر الأعضاء لدى {count} من المواقع الشريكة بإبراز بطاقة العضوية الرقمية.",
  discountUpTo: "خصم يصل إلى {discount}",
  partnerRestaurants: "مطاعم باكستانية",
  partnerClinics: "عيادات وصيدليات",
  partnerTravel: "وكالات السفر والعمرة",
  partnerGrocery: "متاجر البقالة والتوابل",
  partnerFashion: "خيّاطون ومتاجر أزياء",
  partnerEducation: "مراكز التدريس والتدريب",
  eventSponsorHeading: "كن راعيًا لـ {event}",
  eventSponsorText:
    "تجمع فعاليتنا الرئيسية ما يصل إلى {capacity} من المهنيين في {venue}. ضع علامتك التجارية أمام صنّاع القرار في الجالية.",
  eventSponsorLink: "تفاصيل الفعالية",
  eventSponsorNoneHeading: "كن راعيًا لفعاليتنا الرئيسية القادمة",
  eventSponsorNoneText:
    "نُعِدّ الآن لفعاليتنا الرئيسية القادمة. حدّثنا عن علامتك التجارية وسنعرض عليك رعايتها أولًا.",
  eventSponsorNoneLink: "تواصل معنا",
  contactHeading: "لنعمل معًا",
  contactText: "أخبرنا بأهدافك وسنُعدّ لك باقة مناسبة.",
  contactForm: "تواصل معنا",
  emailUs: "أو راسل فريق الشراكات:",
};

export default ar;
