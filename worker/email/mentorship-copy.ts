import type { Language, MentorshipRequestStatus } from "../contract/enums";

/** What the mentorship emails quote from a request. */
export type RequestFacts = {
  mentorName: string;
  menteeName: string;
  menteeEmail: string;
  topic: string;
  message: string;
  preferredDate: string | null;
  note: string | null;
};

type Copy = { subject: string; paragraphs: string[]; linkLabel: string };
type ChangedStatus = Exclude<MentorshipRequestStatus, "requested">;

type LanguageCopy = {
  statusName: Record<MentorshipRequestStatus, string>;
  /** To the mentor: a member asks for a session. */
  toMentor: (f: RequestFacts) => Copy;
  /** To every admin: the same request, for oversight. */
  toAdmin: (f: RequestFacts) => Copy;
  /** To the member who booked: we sent it. */
  toMentee: (f: RequestFacts) => Copy;
  /** To the mentee when the request moved on. */
  updatedToMentee: (f: RequestFacts, status: ChangedStatus) => Copy;
  /** To the mentor when an admin moved their request on. */
  updatedToMentor: (f: RequestFacts, status: ChangedStatus) => Copy;
};

const en: LanguageCopy = {
  statusName: { requested: "requested", accepted: "accepted", declined: "declined", done: "done" },
  toMentor: (f) => ({
    subject: `New mentorship request from ${f.menteeName}`,
    paragraphs: [
      `Assalam o Alaikum ${f.mentorName},`,
      `${f.menteeName} (${f.menteeEmail}) would like a mentorship session with you.`,
      `Topic: ${f.topic}\nPreferred date: ${f.preferredDate ?? "any time"}`,
      `Message:\n${f.message}`,
      "Please accept or decline the request on the mentorship page.",
    ],
    linkLabel: "Answer the request",
  }),
  toAdmin: (f) => ({
    subject: `New mentorship request for ${f.mentorName}`,
    paragraphs: [
      `${f.menteeName} (${f.menteeEmail}) asked ${f.mentorName} for a mentorship session.`,
      `Topic: ${f.topic}\nPreferred date: ${f.preferredDate ?? "any time"}`,
      `Message:\n${f.message}`,
    ],
    linkLabel: "Open mentorship requests",
  }),
  toMentee: (f) => ({
    subject: `Your mentorship request to ${f.mentorName}`,
    paragraphs: [
      `Assalam o Alaikum ${f.menteeName},`,
      `We sent your request to ${f.mentorName}. You will get an email when they answer.`,
      `Topic: ${f.topic}\nPreferred date: ${f.preferredDate ?? "any time"}`,
    ],
    linkLabel: "See my requests",
  }),
  updatedToMentee: (f, status) => ({
    subject: `Your mentorship request was ${en.statusName[status]}`,
    paragraphs: [
      `Assalam o Alaikum ${f.menteeName},`,
      {
        accepted: `${f.mentorName} accepted your request about "${f.topic}". They will contact you by email to arrange the session.`,
        declined: `${f.mentorName} cannot take your request about "${f.topic}" right now. You are welcome to ask another mentor.`,
        done: `Your session with ${f.mentorName} about "${f.topic}" is marked as done. We hope it helped.`,
      }[status],
      ...(f.note ? [`Note: ${f.note}`] : []),
    ],
    linkLabel: "See my requests",
  }),
  updatedToMentor: (f, status) => ({
    subject: `A mentorship request was ${en.statusName[status]}`,
    paragraphs: [
      `An administrator marked the request from ${f.menteeName} about "${f.topic}" as ${en.statusName[status]}.`,
      ...(f.note ? [`Note: ${f.note}`] : []),
    ],
    linkLabel: "Open requests",
  }),
};

const ar: LanguageCopy = {
  statusName: { requested: "مُرسَل", accepted: "مقبول", declined: "مرفوض", done: "مكتمل" },
  toMentor: (f) => ({
    subject: `طلب إرشاد جديد من ${f.menteeName}`,
    paragraphs: [
      `السلام عليكم ${f.mentorName}،`,
      `يرغب ${f.menteeName} (${f.menteeEmail}) في جلسة إرشاد معك.`,
      `الموضوع: ${f.topic}\nالتاريخ المفضل: ${f.preferredDate ?? "أي وقت"}`,
      `الرسالة:\n${f.message}`,
      "يرجى قبول الطلب أو رفضه من صفحة الإرشاد.",
    ],
    linkLabel: "الرد على الطلب",
  }),
  toAdmin: (f) => ({
    subject: `طلب إرشاد جديد إلى ${f.mentorName}`,
    paragraphs: [
      `طلب ${f.menteeName} (${f.menteeEmail}) جلسة إرشاد من ${f.mentorName}.`,
      `الموضوع: ${f.topic}\nالتاريخ المفضل: ${f.preferredDate ?? "أي وقت"}`,
      `الرسالة:\n${f.message}`,
    ],
    linkLabel: "فتح طلبات الإرشاد",
  }),
  toMentee: (f) => ({
    subject: `طلب الإرشاد الخاص بك إلى ${f.mentorName}`,
    paragraphs: [
      `السلام عليكم ${f.menteeName}،`,
      `أرسلنا طلبك إلى ${f.mentorName}. ستصلك رسالة بريد إلكتروني عند الرد.`,
      `الموضوع: ${f.topic}\nالتاريخ المفضل: ${f.preferredDate ?? "أي وقت"}`,
    ],
    linkLabel: "عرض طلباتي",
  }),
  updatedToMentee: (f, status) => ({
    subject: `حالة طلب الإرشاد الخاص بك: ${ar.statusName[status]}`,
    paragraphs: [
      `السلام عليكم ${f.menteeName}،`,
      {
        accepted: `قبل ${f.mentorName} طلبك بشأن "${f.topic}". سيتواصل معك عبر البريد الإلكتروني لترتيب الجلسة.`,
        declined: `لا يستطيع ${f.mentorName} قبول طلبك بشأن "${f.topic}" حاليًا. يمكنك طلب مرشد آخر.`,
        done: `تم تسجيل جلستك مع ${f.mentorName} بشأن "${f.topic}" على أنها مكتملة. نرجو أن تكون قد أفادتك.`,
      }[status],
      ...(f.note ? [`ملاحظة: ${f.note}`] : []),
    ],
    linkLabel: "عرض طلباتي",
  }),
  updatedToMentor: (f, status) => ({
    subject: `تم تحديث طلب إرشاد: ${ar.statusName[status]}`,
    paragraphs: [
      `غيّر أحد المشرفين حالة طلب ${f.menteeName} بشأن "${f.topic}" إلى: ${ar.statusName[status]}.`,
      ...(f.note ? [`ملاحظة: ${f.note}`] : []),
    ],
    linkLabel: "فتح الطلبات",
  }),
};

const ur: LanguageCopy = {
  statusName: { requested: "بھیجی گئی", accepted: "منظور", declined: "نامنظور", done: "مکمل" },
  toMentor: (f) => ({
    subject: `${f.menteeName} کی جانب سے رہنمائی کی نئی درخواست`,
    paragraphs: [
      `السلام علیکم ${f.mentorName}،`,
      `${f.menteeName} (${f.menteeEmail}) آپ کے ساتھ رہنمائی کا سیشن چاہتے ہیں۔`,
      `موضوع: ${f.topic}\nپسندیدہ تاریخ: ${f.preferredDate ?? "کسی بھی وقت"}`,
      `پیغام:\n${f.message}`,
      "براہ کرم رہنمائی کے صفحے پر درخواست منظور یا نامنظور کریں۔",
    ],
    linkLabel: "درخواست کا جواب دیں",
  }),
  toAdmin: (f) => ({
    subject: `${f.mentorName} کے لیے رہنمائی کی نئی درخواست`,
    paragraphs: [
      `${f.menteeName} (${f.menteeEmail}) نے ${f.mentorName} سے رہنمائی کا سیشن مانگا ہے۔`,
      `موضوع: ${f.topic}\nپسندیدہ تاریخ: ${f.preferredDate ?? "کسی بھی وقت"}`,
      `پیغام:\n${f.message}`,
    ],
    linkLabel: "رہنمائی کی درخواستیں کھولیں",
  }),
  toMentee: (f) => ({
    subject: `${f.mentorName} کو آپ کی رہنمائی کی درخواست`,
    paragraphs: [
      `السلام علیکم ${f.menteeName}،`,
      `ہم نے آپ کی درخواست ${f.mentorName} کو بھیج دی ہے۔ جواب آنے پر آپ کو ای میل ملے گی۔`,
      `موضوع: ${f.topic}\nپسندیدہ تاریخ: ${f.preferredDate ?? "کسی بھی وقت"}`,
    ],
    linkLabel: "میری درخواستیں دیکھیں",
  }),
  updatedToMentee: (f, status) => ({
    subject: `آپ کی رہنمائی کی درخواست: ${ur.statusName[status]}`,
    paragraphs: [
      `السلام علیکم ${f.menteeName}،`,
      {
        accepted: `${f.mentorName} نے "${f.topic}" کے بارے میں آپ کی درخواست منظور کر لی ہے۔ وہ سیشن طے کرنے کے لیے ای میل پر آپ سے رابطہ کریں گے۔`,
        declined: `${f.mentorName} اس وقت "${f.topic}" کے بارے میں آپ کی درخواست قبول نہیں کر سکتے۔ آپ کسی دوسرے رہنما سے درخواست کر سکتے ہیں۔`,
        done: `"${f.topic}" کے بارے میں ${f.mentorName} کے ساتھ آپ کا سیشن مکمل درج کر دیا گیا ہے۔ امید ہے یہ مفید رہا۔`,
      }[status],
      ...(f.note ? [`نوٹ: ${f.note}`] : []),
    ],
    linkLabel: "میری درخواستیں دیکھیں",
  }),
  updatedToMentor: (f, status) => ({
    subject: `رہنمائی کی ایک درخواست اپ ڈیٹ ہوئی: ${ur.statusName[status]}`,
    paragraphs: [
      `ایک منتظم نے "${f.topic}" کے بارے میں ${f.menteeName} کی درخواست کو "${ur.statusName[status]}" کر دیا ہے۔`,
      ...(f.note ? [`نوٹ: ${f.note}`] : []),
    ],
    linkLabel: "درخواستیں کھولیں",
  }),
};

export const mentorshipCopy: Record<Language, LanguageCopy> = { en, ar, ur };
