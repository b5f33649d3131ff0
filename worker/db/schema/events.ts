import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { eventCities, eventTypes } from "../../contract/enums";
import { createdAt, id, slug, stringList, translatedList, translation } from "./columns";

export const events = sqliteTable(
  "events",
  {
    id: id(),
    slug: slug(),
    name: text("name").notNull(),
    /** Null for events outside the three city pages (online, other cities). */
    city: text("city", { enum: eventCities }),
    type: text("type", { enum: eventTypes }).notNull(),
    description: text("description").notNull(),
    highlights: stringList("highlights"),
    /** Arabic and Urdu versions of name, description and highlights (null: readers get the English). */
    nameAr: translation("name_ar"),
    nameUr: translation("name_ur"),
    descriptionAr: translation("description_ar"),
    descriptionUr: translation("description_ur"),
    highlightsAr: translatedList("highlights_ar"),
    highlightsUr: translatedList("highlights_ur"),
    venue: text("venue").notNull(),
    address: text("address").notNull(),
    /** Start and end instants in UTC; pages show them in Asia/Riyadh. */
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    capacity: integer("capacity").notNull(),
    whatsappGroupUrl: text("whatsapp_group_url"),
    registrationOpen: integer("registration_open", { mode: "boolean" }).notNull().default(true),
    isFlagship: integer("is_flagship", { mode: "boolean" }).notNull().default(false),
    externalUrl: text("external_url"),
    /** Raised by each change of date, time or venue: the SEQUENCE of the updated calendar invite. */
    sequence: integer("sequence").notNull().default(0),
    /** Set when an organiser cancelled the event: every seat is freed and everyone was emailed. */
    cancelledAt: text("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("events_city_starts_idx").on(t.city, t.startsAt)],
);
