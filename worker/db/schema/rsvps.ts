import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { languages, photoStatuses, rsvpStatuses } from "../../contract/enums";
import type { ImageVariantName } from "../../contract/photos";
import { user } from "./auth";
import { createdAt, id } from "./columns";
import { events } from "./events";

/** Where each resized copy of a photo is stored, and its size. */
export type StoredVariants = Record<ImageVariantName, { key: string; width: number; height: number }>;

/**
 * One registration per event and email (the UNIQUE index is what makes a repeated RSVP return the
 * existing one). Seats are decided in one INSERT...SELECT (worker/domain/events/registration.ts), never read-then-write.
 */
export const rsvps = sqliteTable(
  "rsvps",
  {
    id: id(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Set when a signed-in member registered; visitors can RSVP without an account. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Trimmed and lower-cased, so the same person cannot take two seats. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    linkedin: text("linkedin"),
    profession: text("profession").notNull(),
    company: text("company").notNull(),
    expectations: text("expectations"),
    /**
     * The language the registration was made in (the request's `lang` cookie): a visitor's later mails
     * (promotion, change, cancellation, reminder) are written in it; a member's follow their preference.
     */
    language: text("language", { enum: languages }).notNull().default("en"),
    status: text("status", { enum: rsvpStatuses }).notNull(),
    /** Waitlist order: when the request arrived (ms), ties broken by id. */
    queuedAt: integer("queued_at").notNull(),
    /** Shown as the ticket QR; scanned at the door. */
    ticketCode: text("ticket_code").notNull().unique(),
    /** The secret in the email's cancel link. */
    cancelToken: text("cancel_token").notNull().unique(),
    confirmedAt: text("confirmed_at"),
    cancelledAt: text("cancelled_at"),
    checkedInAt: text("checked_in_at"),
    checkedInBy: text("checked_in_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rsvps_event_email_unique").on(t.eventId, t.email),
    index("rsvps_event_status_idx").on(t.eventId, t.status, t.queuedAt),
    // Registrations against check-ins per event (worker/domain/insights/attendance.ts), from the index.
    index("rsvps_event_checked_in_idx").on(t.eventId, t.status, t.checkedInAt),
  ],
);

/** Members an admin allowed to check attendees in at one event. */
export const eventStewards = sqliteTable(
  "event_stewards",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // The member's door duties (the current user's stewardEvents, /api/events/checkin/mine) are read by user.
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("event_stewards_user_idx").on(t.userId)],
);

export { photoStatuses } from "../../contract/enums";

/** Uploaded event photos: stored in R2 under a server-chosen key, public only once approved. */
export const eventPhotos = sqliteTable(
  "event_photos",
  {
    id: id(),
    eventId: text("event_id").references(() => events.id, { onDelete: "set null" }),
    eventName: text("event_name").notNull(),
    r2Key: text("r2_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    uploaderUserId: text("uploader_user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: photoStatuses }).notNull().default("pending"),
    caption: text("caption"),
    /** The resized copies in R2 (thumbnail, medium), written by the background job after the upload. */
    variants: text("variants", { mode: "json" }).$type<StoredVariants>(),
    reviewedAt: text("reviewed_at"),
    reviewedBy: text("reviewed_by"),
    createdAt: createdAt(),
  },
  (t) => [index("event_photos_status_idx").on(t.status, t.createdAt)],
);
