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
