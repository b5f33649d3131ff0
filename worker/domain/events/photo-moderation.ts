import type { Database } from "../../db/client";
import type { Mailer } from "../../email/mailer";
import { type PhotoDecision, photoReviewedEmail } from "../../email/photo-reviewed";
import { memberContacts } from "../member-contact";
import { findEventSummary } from "./events";
import { type EventPhoto, findEventPhoto, reviewEventPhoto } from "./photos";

/**
 * Approves or rejects an event photo and tells its uploader, in their language, with the admin's
 * reason. The decision stands if the email fails (logged).
 */
export async function moderateEventPhoto(
  db: Database,
  mailer: Mailer,
  options: {
    id: string;
    decision: PhotoDecision;
    reason: string | null;
    adminUserId: string;
    origin: string;
    now?: Date;
  },
): Promise<EventPhoto> {
  const photo = await reviewEventPhoto(db, options.id, options.decision, options.adminUserId, options.now);
  const row = await findEventPhoto(db, photo.id);
  const [uploader] = row?.uploaderUserId ? await memberContacts(db, [row.uploaderUserId]) : [];
  if (uploader) {
    // The event's name as the uploader reads it (English where it has no version in their language);
    // the name stored with the photo when its event is gone.
    const event = row?.eventId
      ? await findEventSummary(db, row.eventId, options.now ?? new Date(), uploader.language)
      : null;
    await mailer.send(
      photoReviewedEmail({
        to: uploader.email,
        language: uploader.language,
        eventName: event?.name ?? photo.eventName,
        decision: options.decision,
        reason: options.reason,
        origin: options.origin,
      }),
    );
  }
  return photo;
}
