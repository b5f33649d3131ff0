import type { Translations } from "../define";
import type { AdminImportTexts } from "./admin-import";

const ur: Translations<AdminImportTexts> = {
  pageTitle: "اراکین کی درآمد",
  pageLead:
    "CSV فائل سے اراکین شامل کریں اور ماضی کی ہر درآمد دیکھیں۔ ڈیش بورڈ پر بھی یہی درآمدی فارم موجود ہے۔",
  heading: "اراکین درآمد کریں",
  lead: "Excel یا Google Sheets سے ٹیکسٹ کے طور پر محفوظ کی گئی اراکین کی شیٹ اپ لوڈ کریں، جس میں firstName، lastName، email، phoneNumber، jobTitle، company اور location کے کالم ہوں (کالموں کے دوسرے عام نام بھی چلتے ہیں)۔",
  fileLabel: "CSV فائل",
  fileHint:
    "زیادہ سے زیادہ 5 MB۔ پہلی لائن میں کالموں کے نام ہوں؛ انکوڈنگ اور الگ کرنے والا نشان (کاما، سیمی کولن یا ٹیب) فائل سے خود پہچانا جاتا ہے۔",
  fileSize: "{name}: {size} KB",
  existingLegend: "وہ اراکین جن کا اکاؤنٹ پہلے سے موجود ہے",
  modeSkip: "انہیں چھوڑ دیں (کچھ نہ بدلیں)",
  modeUpdate: "فائل سے ان کی پروفائل اپ ڈیٹ کریں",
  importButton: "درآمد کریں",
  importing: "درآمد ہو رہا ہے...",
  progressLabel: "درآمد کی پیش رفت",
  progressText: "{total} میں سے {done} قطاریں",
  invalidFileTitle: "غلط فائل",
  invalidFileText: "براہ کرم ایک درست CSV فائل منتخب کریں۔",
  noFileTitle: "کوئی فائل منتخب نہیں",
  noFileText: "براہ کرم درآمد کے لیے ایک CSV فائل منتخب کریں۔",
  failedTitle: "درآمد ناکام",
  failedText: "درآمد ناکام: {message}",
  completedTitle: "درآمد مکمل",
  completedText: "{n} اراکین کامیابی سے درآمد ہوئے۔ {m} ناکام رہے۔",
  resultsHeading: "درآمد کے نتائج",
  resultsSummary: "{created} نئے، {updated} اپ ڈیٹ، {skipped} چھوڑے گئے، {failed} ناکام",
  columnLine: "لائن",
  columnName: "نام",
  columnEmail: "ای میل",
  columnStatus: "حیثیت",
  statusSuccess: "درآمد ہو گیا",
  statusUpdated: "اپ ڈیٹ ہو گیا",
  statusSkipped: "پہلے سے رکن",
  statusFailed: "ناکام",
  errorsHeading: "وہ قطاریں جو درآمد نہ ہو سکیں",
  downloadErrors: "غلطیوں کی رپورٹ ڈاؤن لوڈ کریں (CSV)",
  historyHeading: "درآمد کی تاریخ",
  historyEmpty: "ابھی تک کوئی درآمد نہیں ہوئی۔",
  historyLoadError: "درآمد کی تاریخ لوڈ نہیں ہو سکی۔",
  columnWhen: "کب",
  columnWho: "درآمد کنندہ",
  columnFile: "فائل",
  columnCounts: "نئے / اپ ڈیٹ / چھوڑے گئے / ناکام",
  runRunning: "جاری",
  runDone: "مکمل",
  runFailed: "ناکام",
  errorReport: "غلطیوں کی رپورٹ",
  noErrors: "کوئی غلطی نہیں",
  previousPage: "نئے",
  formatsSummary: "میں کون سی فائلیں درآمد کر سکتا ہوں؟",
  formatsExcel:
    "Excel میں File > Save As: «CSV UTF-8 (Comma delimited)» (عربی اور اردو ناموں کے لیے بہترین) یا «Unicode Text»۔",
  formatsExcelLegacy:
    "Excel کی «CSV (Comma delimited)»، «CSV (Macintosh)»، «CSV (MS-DOS)» اور «Text (Tab delimited)» بھی (ان میں لاطینی حروف محفوظ رہتے ہیں، عربی صرف عربی Windows سے)۔",
  formatsSemicolon: "ایسی زبان پر سیٹ Excel کی فائلیں جو کالموں کو سیمی کولن سے الگ کرتی ہے۔",
  formatsSheets:
    "Google Sheets میں File > Download: «Comma-separated values (.csv)» یا «Tab-separated values (.tsv)»۔",
  formatsDetected:
    "UTF-8، UTF-16 اور Windows، Mac اور DOS کے کوڈ پیج فائل سے خود پہچانے جاتے ہیں؛ کچھ منتخب کرنے کی ضرورت نہیں۔",
  formatsWorkbook:
    "ورک بک (.xlsx، .xls، .ods) درآمد نہیں ہو سکتی: پہلے اسے «CSV UTF-8» کے طور پر محفوظ کریں۔",
  workbookText:
    "یہ اسپریڈشیٹ ورک بک ہے، ٹیکسٹ فائل نہیں۔ Excel میں File > Save As > «CSV UTF-8 (Comma delimited)» چنیں؛ Google Sheets میں File > Download > «Comma-separated values (.csv)» چنیں۔ پھر وہ فائل درآمد کریں۔",
  notTextText:
    "یہ ٹیکسٹ فائل نہیں ہے۔ شیٹ کو Excel سے «CSV UTF-8 (Comma delimited)» کے طور پر محفوظ کریں یا Google Sheets سے «Comma-separated values (.csv)» کے طور پر ڈاؤن لوڈ کریں، پھر وہ فائل درآمد کریں۔",
  nextPage: "پرانے",
};

export default ur;
