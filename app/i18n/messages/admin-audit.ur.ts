import type { Translations } from "../define";
import type { AdminAuditTexts } from "./admin-audit";

const ur: Translations<AdminAuditTexts> = {
  title: "آڈٹ لاگ",
  lead: "ہر انتظامی کارروائی: کس نے کیا کیا، کب، اور کیا بدلا۔ اسے کوئی تبدیل نہیں کر سکتا۔",
  filtersLabel: "آڈٹ لاگ فلٹر کریں",
  filterAction: "کارروائی",
  filterActionHint: "کارروائی یا اس کا آغاز، مثلاً member. یا member.tier",
  filterActor: "کس نے",
  filterActorHint: "منتظم کا نام یا یوزر آئی ڈی",
  filterTarget: "ہدف آئی ڈی",
  apply: "فلٹر لاگو کریں",
  clear: "صاف کریں",
  tableCaption: "آڈٹ لاگ، تازہ ترین پہلے",
  colWhen: "کب",
  colWho: "کس نے",
  colAction: "کارروائی",
  colTarget: "ہدف",
  colChange: "پہلے ← بعد",
  before: "پہلے",
  after: "بعد",
  empty: "ابھی تک کوئی انتظامی کارروائی درج نہیں۔",
  emptyFiltered: "ان فلٹرز سے کوئی اندراج نہیں ملا۔",
  loadMore: "مزید لوڈ کریں",
  loadingMore: "لوڈ ہو رہا ہے...",
};

export default ur;
