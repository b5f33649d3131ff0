import type { Language } from "../contract/enums";

/**
 * The words every event email shares (RSVP mails, change notices, messages), per language. The
 * greeting names nobody: an RSVP's name and address are typed by whoever fills the form, so naming
 * them would let a visitor put their own words in a mail to a stranger (issue 18).
 */
export type EventMailLabels = { greeting: string; when: string; where: string; riyadhTime: string };

export const eventMailLabels: Record<Language, EventMailLabels> = {
  en: { greeting: "Assalam-o-Alaikum,", when: "When", where: "Where", riyadhTime: "Riyadh time" },
  ar: { greeting: "السلام عليكم،", when: "الموعد", where: "المكان", riyadhTime: "بتوقيت الرياض" },
  ur: { greeting: "السلام علیکم،", when: "وقت", where: "مقام", riyadhTime: "ریاض کے وقت کے مطابق" },
};

/** The human-readable lines of the event.ics invite's description ({code}, {link} filled in by the caller). */
export type CalendarLabels = { ticketCode: string; cancelHere: string };

export const calendarLabels: Record<Language, CalendarLabels> = {
  en: {
    ticketCode: "Ticket code: {code}",
    cancelHere: "Can't come? Cancel here so someone on the waitlist gets your seat: {link}",
  },
  ar: {
    ticketCode: "رمز التذكرة: {code}",
    cancelHere: "لن تتمكن من الحضور؟ ألغِ تسجيلك هنا ليحصل شخص من قائمة الانتظار على مقعدك: {link}",
  },
  ur: {
    ticketCode: "ٹکٹ کوڈ: {code}",
    cancelHere: "نہیں آ سکتے؟ یہاں منسوخ کریں تاکہ ویٹنگ لسٹ میں موجود کسی شخص کو آپ کی نشست مل جائے: {link}",
  },
};
