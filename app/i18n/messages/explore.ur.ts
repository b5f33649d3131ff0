import type { Translations } from "../define";
import type { ExploreTexts } from "./explore";

const ur: Translations<ExploreTexts> = {
  title: "دریافت کریں",
  lead: "SPPC کمیونٹی میں ممبران، ملازمتیں، کاروبار اور ٹینڈرز دریافت کریں۔",
  searchLabel: "کمیونٹی میں تلاش کریں",
  searchPlaceholder: "ممبرز، ملازمتیں، کاروبار تلاش کریں...",
  searchButton: "تلاش",
  resultsFor: '"{query}" کے نتائج',
  searchComingSoon: "تلاش کی سہولت جلد آ رہی ہے۔ تب تک نیچے دیے گئے حصے دیکھیں۔",
  countsHeading: "کمیونٹی ایک نظر میں",
  tileMembers: "ممبران",
  tileJobs: "دستیاب ملازمتیں",
  tileBusinesses: "کاروبار",
  tileTenders: "فعال ٹینڈرز",
  featuredHeading: "نمایاں",
  featuredView: "دیکھیں",
  featuredEventType: "تقریب",
  featuredEventTitle: "ریاض میں {event}",
  featuredEventText:
    "پاکستانی پیشہ ور افراد کا ہمارا سب سے بڑا اجتماع، جس میں {attendees} مہمانوں کی توقع ہے۔",
  featuredPlacementType: "پروگرام",
  featuredPlacementTitle: "ملازمت کی فراہمی کا پروگرام",
  featuredPlacementText: "سی وی کا جائزہ، انٹرویو کی مشق اور ویزا اسپانسر کرنے والے آجروں سے تعارف۔",
  featuredMentorshipType: "مینٹرشپ",
  featuredMentorshipTitle: "مینٹر تلاش کریں",
  featuredMentorshipText: "مملکت میں کیریئر بنانے والے تجربہ کار ممبران کے ساتھ وقت بُک کریں۔",
  trendingHeading: "مقبول موضوعات",
  postsCount: "{count} پوسٹس",
  topicVision2030: "#ویژن2030",
  topicIqama: "#اقامہ_تجدید",
  topicNeom: "#نیوم_ملازمتیں",
  topicHalal: "#حلال_کاروبار",
  topicCricket: "#کرکٹ_لیگ",
  topicPakistanDay: "#یوم_پاکستان",
  quickLinksHeading: "فوری روابط",
  quickJobs: "ملازمت تلاش کریں",
  quickBusiness: "کاروباری ڈائریکٹری",
  quickForums: "کمیونٹی فورمز",
};

export default ur;
