import type { Language } from "../../contract/enums";
import type { EventSummary } from "../../contract/events";
import type { Database } from "../../db/client";
import { findEventSummary } from "./events";

/**
 * The event as each registrant's mail shows it: read once per language asked for (at most three reads
 * however many people are told), the name and description in that language, English where missing.
 */
export function eventInLanguages(
  db: Database,
  eventId: string,
  now: Date,
): (language: Language) => Promise<EventSummary | null> {
  const read = new Map<Language, Promise<EventSummary | null>>();
  return (language) => {
    let found = read.get(language);
    if (!found) {
      found = findEventSummary(db, eventId, now, language);
      read.set(language, found);
    }
    return found;
  };
}
