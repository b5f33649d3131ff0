import type { partnerDiscounts } from "../schema";

type Versions = Pick<typeof partnerDiscounts.$inferInsert, "nameAr" | "nameUr" | "categoryAr" | "categoryUr">;

/** The partners as they write their names in Arabic and Urdu, and their categories, by seed id. */
export const partnerTranslations: Record<string, Versions> = {
  "seed-partner-karachi-darbar": {
    nameAr: "مطعم كراتشي دربار",
    nameUr: "کراچی دربار ریسٹورنٹ",
    categoryAr: "المطاعم",
    categoryUr: "طعام",
  },
  "seed-partner-extra-electronics": {
    nameAr: "إكسترا للإلكترونيات",
    nameUr: "ایکسٹرا الیکٹرانکس",
    categoryAr: "الإلكترونيات",
    categoryUr: "الیکٹرانکس",
  },
  "seed-partner-jarir": {
    nameAr: "مكتبة جرير",
    nameUr: "جریر بک اسٹور",
    categoryAr: "الكتب والتقنية",
    categoryUr: "کتابیں اور ٹیکنالوجی",
  },
  "seed-partner-centrepoint": {
    nameAr: "سنتربوينت",
    nameUr: "سینٹر پوائنٹ",
    categoryAr: "التسوّق",
    categoryUr: "خریداری",
  },
  "seed-partner-almosafer": {
    nameAr: "المسافر للسفر",
    nameUr: "المسافر ٹریول",
    categoryAr: "السفر",
    categoryUr: "سفر",
  },
  "seed-partner-movenpick": {
    nameAr: "فنادق موفنبيك",
    nameUr: "موون پک ہوٹلز",
    categoryAr: "الفنادق",
    categoryUr: "ہوٹل",
  },
};
