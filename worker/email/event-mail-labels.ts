import type { Language } from "../contract/enums";

/** The words every event email shares (RSVP mails, change notices, messages), per language. */
export type EventMailLabels = { greeting: string; when: string; where: string; riyadhTime: string };

export const eventMailLabels: Record<Language, EventMailLabels> = {
  en: { greeting: "Assalam-o-Alaikum {name},", when: "When", where: "Where", riyadhTime: "Riyadh time" },
  ar: { greeting: "السلام عليكم {name}،", when: "الموعد", where: "المكان", riyadhTime: "بتوقيت الرياض" },
  ur: { greeting: "السلام علیکم {name}،", when: "وقت", where: "مقام", riyadhTime: "ریاض کے وقت کے مطابق" },
};
