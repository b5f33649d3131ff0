import type { Translations } from "../define";
import type { JobPlacementTexts } from "./job-placement";

const ar: Translations<JobPlacementTexts> = {
  title: "برنامج التوظيف",
  lead: "دعم مهني شخصي يساعد المهنيين الباكستانيين على الحصول على الوظيفة المناسبة في المملكة العربية السعودية.",
  statsHeading: "نتائجنا",
  statJobsPlaced: "وظيفة تم شغلها",
  statSuccessRate: "نسبة النجاح",
  statPartnerCompanies: "شركة شريكة",
  statSalaryIncrease: "متوسط زيادة الراتب",
  servicesHeading: "كيف نساعدك",
  cvTitle: "تحسين السيرة الذاتية",
  cvText: "سيرة ذاتية مكتوبة للسوق السعودي تجتاز أنظمة فرز المتقدمين وتُبرز نقاط قوتك لمسؤولي التوظيف.",
  interviewTitle: "التحضير للمقابلات",
  interviewText: "مقابلات تجريبية مع مهنيين يوظّفون في مجالك، تليها ملاحظات صريحة.",
  visaTitle: "وظائف مع كفالة التأشيرة",
  visaText: "فرص عمل لدى جهات مستعدة لكفالة تأشيرة عملك وإقامتك.",
  consultingTitle: "الاستشارات المهنية",
  consultingText: "نصائح فردية حول الانتقالات المهنية والتفاوض على الراتب والشهادات المهنية.",
  stepsHeading: "كيف يعمل البرنامج",
  stepLabel: "الخطوة {n}",
  assessmentTitle: "التقييم",
  assessmentText: "نراجع خبرتك ومهاراتك وأهدافك في مكالمة أولى مجانية.",
  preparationTitle: "التحضير",
  preparationText: "نحسّن سيرتك الذاتية وملفك على LinkedIn ونُعدّك للمقابلات.",
  matchingTitle: "المطابقة",
  matchingText: "نرشّحك للوظائف المناسبة لملفك لدى شركائنا.",
  placementTitle: "التعيين",
  placementText: "نرافقك في العروض والعقود وأشهرك الأولى في الوظيفة الجديدة.",
  testimonialsHeading: "قصص نجاح",
  testimonial1Quote:
    "خلال شهرين من التقييم أجريت ثلاث مقابلات وحصلت على عرض عمل مع كفالة التأشيرة. المقابلات التجريبية صنعت الفرق.",
  testimonial1Name: "عثمان طارق",
  testimonial1Role: "مهندس مشاريع، الجبيل",
  testimonial2Quote:
    "سيرتي الذاتية الجديدة اجتازت أنظمة الفرز أخيرًا. انتقلت إلى منصب أعلى في الرياض بمزايا أفضل بكثير.",
  testimonial2Name: "ثناء أختر",
  testimonial2Role: "محللة مالية، الرياض",
  ctaTitle: "هل أنت مستعد لوظيفتك القادمة؟",
  ctaText: "تصفّح الوظائف المتاحة أو تحدّث مع فريقنا المهني عن البرنامج.",
  browseJobs: "تصفّح الوظائف",
  contactTeam: "تواصل مع فريقنا المهني",
};

export default ar;
