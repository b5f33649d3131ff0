import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import {
  businesses,
  contactMessages,
  eventPhotos,
  forumReplies,
  forumThreads,
  jobs,
  membershipApplications,
  mentors,
  notifications,
  rsvps,
} from "../../db/schema";
import { photoObjectKeys } from "../events/photos";
import { cancelRsvp } from "../events/registration";

type PromotedSeat = NonNullable<Awaited<ReturnType<typeof cancelRsvp>>["promoted"]>;

/** Shown instead of a deleted member's name where what they did stays for others' sake. */
export const FORMER_MEMBER_NAME = "Former member";

/**
 * Erasure of community data that the user row's foreign keys do not remove on their own. Seats held
 * for upcoming events are cancelled first, so the waitlist moves up as if the member had cancelled.
 * Returns the batch statements and the people promoted from the waitlist (to be told by email).
 *
 * Deleted: registrations, membership applications, contact messages, the member's job posts and
 * business listings (public pages carrying their email and phone; others' saves and reviews of them go
 * with them), their event photos, and the bell notices their comments, likes and mentions left with
 * others (those quote what they wrote). Kept without the name: forum threads and replies (others
 * replied to them) and a mentor profile others booked (deactivated, so nobody books it again).
 * Posts, comments, likes, saves, reviews, alerts and mentorship requests go with the user row
 * (ON DELETE CASCADE).
 */
export async function eraseMemberContent(db: Database, userId: string, email: string, now: Date) {
  const promoted: PromotedSeat[] = [];
  const address = email.trim().toLowerCase();
  const held = await db
    .select({ cancelToken: rsvps.cancelToken })
    .from(rsvps)
    .where(
      and(
        or(eq(rsvps.userId, userId), eq(rsvps.email, address)),
        inArray(rsvps.status, ["confirmed", "waitlisted"]),
      ),
    );
  for (const { cancelToken } of held) {
    const outcome = await cancelRsvp(db, cancelToken, now);
    if (outcome.promoted) promoted.push(outcome.promoted);
  }
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db.delete(rsvps).where(or(eq(rsvps.userId, userId), eq(rsvps.email, address))),
    db
      .update(forumThreads)
      .set({ authorName: FORMER_MEMBER_NAME, authorUserId: null })
      .where(eq(forumThreads.authorUserId, userId)),
    db
      .update(forumReplies)
      .set({ authorName: FORMER_MEMBER_NAME, authorUserId: null })
      .where(eq(forumReplies.authorUserId, userId)),
    db
      .delete(membershipApplications)
      .where(or(eq(membershipApplications.userId, userId), eq(membershipApplications.email, address))),
    db
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = ${address}`)),
    // The search index follows these deletes by its triggers (migrations/0007_search.sql).
    db.delete(jobs).where(eq(jobs.postedByUserId, userId)),
    db.delete(businesses).where(eq(businesses.ownerUserId, userId)),
    db.delete(eventPhotos).where(eq(eventPhotos.uploaderUserId, userId)),
    db.delete(notifications).where(eq(notifications.actorUserId, userId)),
    db
      .update(mentors)
      .set({
        name: FORMER_MEMBER_NAME,
        slug: sql`'former-member-' || ${mentors.id}`,
        title: "",
        company: "",
        bio: null,
        imageUrl: null,
        email: null,
        userId: null,
        isActive: false,
      })
      .where(or(eq(mentors.userId, userId), sql`lower(${mentors.email}) = ${address}`)),
  ];
  return { statements, promoted };
}

/** The R2 keys of the member's event photos and their variants, deleted before the batch removes their rows. */
export async function eventPhotoKeys(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ r2Key: eventPhotos.r2Key, variants: eventPhotos.variants })
    .from(eventPhotos)
    .where(eq(eventPhotos.uploaderUserId, userId));
  return rows.flatMap(photoObjectKeys);
}
