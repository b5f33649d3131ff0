import type { Translations } from "../define";
import type { BusinessTexts } from "./business";

const ur: Translations<BusinessTexts> = {
  title: "کاروباری ڈائریکٹری",
  lead: "سعودی عرب بھر میں پاکستانیوں کی ملکیت اور شراکت دار کاروبار۔",
  backHome: "ہوم پیج پر واپس جائیں",
  listYourBusiness: "اپنا کاروبار درج کریں",
  filtersHeading: "کاروبار فلٹر کریں",
  searchLabel: "کاروبار تلاش کریں",
  searchPlaceholder: "نام یا تفصیل",
  searchButton: "تلاش",
  industryLabel: "صنعت",
  allIndustries: "تمام صنعتیں",
  locationLabel: "مقام",
  allLocations: "تمام مقامات",
  halalOnly: "صرف حلال سرٹیفائیڈ",
  resultsHeading: "کاروبار",
  resultsCount: "{count} کاروبار",
  loading: "کاروبار لوڈ ہو رہے ہیں…",
  loadingForm: "فارم لوڈ ہو رہا ہے…",
  loadError: "ڈائریکٹری لوڈ نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔",
  retry: "دوبارہ کوشش کریں",
  emptyTitle: "کوئی کاروبار نہیں ملا",
  emptyText: "اپنے فلٹرز تبدیل کر کے دیکھیں۔",
  verified: "تصدیق شدہ",
  halalCertified: "حلال سرٹیفائیڈ",
  ratedOutOf: "درجہ بندی 5 میں سے {rating}",
  reviews: "{count} تبصرے",
  oneReview: "1 تبصرہ",
  employees: "{count} ملازمین",
  founded: "قیام {year}",
  visitWebsite: "ویب سائٹ دیکھیں",
  websiteOf: "({name})",
};

export default ur;
