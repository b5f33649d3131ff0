import type { Translations } from "../define";
import type { BusinessAdminTexts } from "./business-admin";

const ur: Translations<BusinessAdminTexts> = {
  title: "کاروبار",
  lead: "ممبرز کی بھیجی گئی لسٹنگز منظور کریں، تصدیقی بیج دیں، لسٹنگز نمایاں کریں اور ڈائریکٹری کو منظم رکھیں۔",
  newBusiness: "نیا کاروبار",
  filterLabel: "دکھائیں",
  filterAll: "تمام لسٹنگز",
  listHeading: "لسٹنگز",
  loading: "لسٹنگز لوڈ ہو رہی ہیں…",
  empty: "اس اسٹیٹس کی کوئی لسٹنگ نہیں۔",
  submittedBy: "{name} ({email}) نے بھیجا",
  addedByAdmin: "ایک منتظم نے شامل کیا",
  createdOn: "{date} کو بنایا گیا",
  reason: "وجہ: {reason}",
  verifiedBadge: "تصدیق شدہ",
  featuredBadge: "نمایاں",
  view: "دیکھیں",
  viewLabel: "{name} دیکھیں",
  verify: "تصدیق کریں",
  unverify: "تصدیقی بیج ہٹائیں",
  feature: "نمایاں کریں",
  unfeature: "نمایاں کرنا بند کریں",
  approved: "لسٹنگ منظور ہو گئی",
  rejected: "لسٹنگ مسترد ہو گئی",
  hidden: "لسٹنگ چھپا دی گئی",
  formCreateTitle: "نیا کاروبار",
  formEditTitle: "{name} میں ترمیم کریں",
  fieldVerified: "تصدیقی بیج",
  fieldFeatured: "ڈائریکٹری میں سب سے اوپر نمایاں",
};

export default ur;
