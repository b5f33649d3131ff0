import type { Translations } from "../define";
import type { AdminAuditTexts } from "./admin-audit";

const ar: Translations<AdminAuditTexts> = {
  title: "سجل التدقيق",
  lead: "كل إجراء إداري: من فعل ماذا، ومتى، وما الذي تغيّر. لا يمكن لأحد تعديله.",
  filtersLabel: "تصفية سجل التدقيق",
  filterAction: "الإجراء",
  filterActionHint: "الإجراء أو بدايته، مثل member. أو member.tier",
  filterActor: "المنفّذ",
  filterActorHint: "اسم المسؤول أو معرّف المستخدم",
  filterTarget: "معرّف الهدف",
  apply: "تطبيق المرشحات",
  clear: "مسح",
  tableCaption: "سجل التدقيق، الأحدث أولًا",
  colWhen: "الوقت",
  colWho: "المنفّذ",
  colAction: "الإجراء",
  colTarget: "الهدف",
  colChange: "قبل ← بعد",
  before: "قبل",
  after: "بعد",
  empty: "لم تُسجَّل أي إجراءات إدارية بعد.",
  emptyFiltered: "لا توجد إدخالات تطابق هذه المرشحات.",
  loadMore: "تحميل المزيد",
  loadingMore: "جارٍ التحميل...",
};

export default ar;
