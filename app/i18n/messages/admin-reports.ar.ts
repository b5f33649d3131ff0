import type { Translations } from "../define";
import type { AdminReportsTexts } from "./admin-reports";

const ar: Translations<AdminReportsTexts> = {
  title: "المنشورات المُبلَّغ عنها",
  lead: "منشورات أبلغ عنها الأعضاء، الأقدم انتظارًا أولًا. احذف المنشور لإخراجه من كل الموجزات، أو ارفض البلاغات للإبقاء عليه.",
  empty: "لا توجد بلاغات مفتوحة. لا شيء بانتظار المراجعة.",
  reportsCount: "{n} بلاغات",
  postBy: "منشور من {name}",
  reasonBy: "{name}",
  dismiss: "رفض البلاغات",
  remove: "حذف المنشور",
  dismissed: "تم رفض البلاغات",
  removed: "تم حذف المنشور",
};

export default ar;
