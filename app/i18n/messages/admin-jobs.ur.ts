import type { Translations } from "../define";
import type { AdminJobsTexts } from "./admin-jobs";

const ur: Translations<AdminJobsTexts> = {
  title: "ملازمتیں",
  lead: "اراکین کی شائع کردہ ملازمتوں کا جائزہ لیں، اور ملازمتیں بنائیں، ترمیم کریں، چھپائیں یا حذف کریں۔ منظور شدہ ملازمتیں {days} دن تک دکھائی جاتی ہیں۔",
  newJob: "نئی ملازمت",
  filterLabel: "دکھائیں",
  filterAll: "تمام ملازمتیں",
  createTitle: "نئی ملازمت",
  editTitle: "ترمیم: {title}",
  fieldFeatured: "نمایاں (جاب پورٹل پر نمایاں دکھائی جائے)",
  fieldExclusive: "خصوصی (صرف پریمیم اور ایگزیکٹو اراکین کے لیے)",
  expired: "میعاد ختم",
  postedBy: "{name} ({email}) نے شائع کی",
  postedByAdmin: "ایڈمن نے بنائی",
  submitted: "{date} کو بھیجی گئی",
  listedUntil: "{date} تک دکھائی جائے گی",
  reviewNote: "وجہ: {note}",
  viewJob: "ملازمت کا صفحہ کھولیں",
  jobApproved: "ملازمت منظور ہو گئی: اب دکھائی جا رہی ہے",
  needsApplyChannel:
    "ابھی درخواست دینے کا کوئی طریقہ نہیں: منظوری سے پہلے ملازمت میں ترمیم کر کے ای میل پتہ، \u2066https://\u2069 لنک یا فون نمبر شامل کریں۔",
  jobRejected: "ملازمت مسترد: رکن کو ای میل بھیج دی گئی",
  jobHidden: "ملازمت چھپا دی گئی: رکن کو ای میل بھیج دی گئی",
  jobCreated: "ملازمت بنا کر شائع کر دی گئی",
  jobUpdated: "ملازمت اپ ڈیٹ ہو گئی",
  empty: "اس انتخاب سے کوئی ملازمت نہیں ملتی۔",
};

export default ur;
