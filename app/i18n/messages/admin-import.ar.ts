import type { Translations } from "../define";
import type { AdminImportTexts } from "./admin-import";

const ar: Translations<AdminImportTexts> = {
  pageTitle: "استيراد الأعضاء",
  pageLead:
    "أضف أعضاء من ملف CSV واطّلع على كل عمليات الاستيراد السابقة. تعرض لوحة التحكم نموذج الاستيراد نفسه.",
  heading: "استيراد الأعضاء",
  lead: "ارفع جدول الأعضاء محفوظًا كنص من Excel أو من جداول Google، بالأعمدة firstName وlastName وemail وphoneNumber وjobTitle وcompany وlocation (وتُقبل أيضًا أسماء الأعمدة الشائعة الأخرى).",
  fileLabel: "ملف CSV",
  fileHint:
    "5 ميغابايت كحد أقصى. السطر الأول يحمل أسماء الأعمدة؛ يُتعرَّف على الترميز والفاصل (فاصلة أو فاصلة منقوطة أو علامة جدولة) من الملف نفسه.",
  fileSize: "{name}: {size} كيلوبايت",
  existingLegend: "الأعضاء الذين لديهم حساب بالفعل",
  modeSkip: "تخطّهم (دون أي تغيير)",
  modeUpdate: "حدّث ملفاتهم الشخصية من الملف",
  importButton: "استيراد",
  importing: "جارٍ الاستيراد...",
  progressLabel: "تقدّم الاستيراد",
  progressText: "{done} من {total} صفًا",
  invalidFileTitle: "ملف غير صالح",
  invalidFileText: "يرجى اختيار ملف CSV صالح.",
  noFileTitle: "لم يتم اختيار ملف",
  noFileText: "يرجى اختيار ملف CSV لاستيراده.",
  failedTitle: "فشل الاستيراد",
  failedText: "فشل الاستيراد: {message}",
  completedTitle: "اكتمل الاستيراد",
  completedText: "تم استيراد {n} عضوًا بنجاح. فشل {m}.",
  resultsHeading: "نتائج الاستيراد",
  resultsSummary: "{created} جديد، {updated} محدَّث، {skipped} متخطّى، {failed} فاشل",
  columnLine: "السطر",
  columnName: "الاسم",
  columnEmail: "البريد الإلكتروني",
  columnStatus: "الحالة",
  statusSuccess: "تم الاستيراد",
  statusUpdated: "تم التحديث",
  statusSkipped: "عضو بالفعل",
  statusFailed: "فشل",
  errorsHeading: "صفوف تعذّر استيرادها",
  downloadErrors: "تنزيل تقرير الأخطاء (CSV)",
  historyHeading: "سجل الاستيراد",
  historyEmpty: "لم يُجرَ أي استيراد بعد.",
  historyLoadError: "تعذّر تحميل سجل الاستيراد.",
  columnWhen: "التاريخ",
  columnWho: "بواسطة",
  columnFile: "الملف",
  columnCounts: "جديد / محدَّث / متخطّى / فاشل",
  runRunning: "قيد التنفيذ",
  runDone: "مكتمل",
  runFailed: "فشل",
  errorReport: "تقرير الأخطاء",
  noErrors: "لا توجد أخطاء",
  previousPage: "الأحدث",
  formatsSummary: "ما الملفات التي يمكنني استيرادها؟",
  formatsExcel:
    "من Excel عبر ملف > حفظ باسم: «CSV UTF-8 (Comma delimited)» (الأفضل للأسماء العربية والأردية) أو «Unicode Text».",
  formatsExcelLegacy:
    "وكذلك «CSV (Comma delimited)» و«CSV (Macintosh)» و«CSV (MS-DOS)» و«Text (Tab delimited)» من Excel (تحفظ الحروف اللاتينية، والعربية فقط من Windows العربي).",
  formatsSemicolon: "الملفات من Excel المضبوط على لغة تفصل الأعمدة بفاصلة منقوطة.",
  formatsSheets:
    "من جداول Google عبر ملف > تنزيل: «Comma-separated values (.csv)» أو «Tab-separated values (.tsv)».",
  formatsDetected:
    "يُتعرَّف على UTF-8 وUTF-16 وصفحات الترميز لأنظمة Windows وMac وDOS من الملف نفسه؛ لا حاجة لاختيار شيء.",
  formatsWorkbook: "لا يمكن استيراد مصنف (.xlsx أو .xls أو .ods): احفظه أولًا بصيغة «CSV UTF-8».",
  workbookText:
    "هذا مصنف جداول بيانات وليس ملفًا نصيًا. في Excel اختر ملف > حفظ باسم > «CSV UTF-8 (Comma delimited)»، وفي جداول Google اختر ملف > تنزيل > «Comma-separated values (.csv)»، ثم استورد ذلك الملف.",
  notTextText:
    "هذا ليس ملفًا نصيًا. احفظ الجدول من Excel بصيغة «CSV UTF-8 (Comma delimited)» أو نزّله من جداول Google بصيغة «Comma-separated values (.csv)»، ثم استورد ذلك الملف.",
  nextPage: "الأقدم",
};

export default ar;
