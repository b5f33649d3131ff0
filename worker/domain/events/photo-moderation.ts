import type { Database } from "../../db/client";
import type { Mailer } from "../../email/mailer";
import { type PhotoDecision, photoReviewedEmail } from "../../email/photo-reviewed";
import { memberContacts } from "../member-contact";
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
  const uploaderId = (await findEventPhoto(db, photo.id))?.uploaderUserId;
  const [uploader] = uploaderId ? await memberContacts(db, [uploaderId]) : [];
  if (uploader) {
    await mailer.send(
      photoReviewedEmail({
        to: uploader.email,
        language: uploader.language,
        eventName: photo.eventName,
        decision: options.decision,
        reason: options.reason,
        origin: options.origin,
      }),
    );
  }
  return photo;
}
