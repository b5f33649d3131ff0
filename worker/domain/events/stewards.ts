import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Steward } from "../../contract/admin-events";
import { batchableSql, type Database } from "../../db/client";
import { eventStewards, events, members, user } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { stewardAddedEmail } from "../../email/steward-added-email";
import { AppError } from "../../errors";
import { isLanguage } from "../../lib/language";
import type { Viewer } from "../members";
import { notificationInsertWhen } from "../notifications/notify";
import { findEventSummary } from "./events";

/** The door screen of an event, where its stewards check attendees in. */
export const doorPath = (eventId: string) => `/admin/checkin/${eventId}`;

export async function listStewards(db: Database, eventId: string): Promise<Steward[]> {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(eventStewards)
    .innerJoin(user, eq(user.id, eventStewards.userId))
    .where(eq(eventStewards.eventId, eventId))
    .orderBy(asc(user.email));
}

const byEmail = (email: string) => eq(user.email, email.trim().toLowerCase());

async function memberIdByEmail(db: Database, email: string): Promise<string> {
  const found = await db.select({ id: user.id }).from(user).where(byEmail(email)).get();
  if (!found) throw new AppError("not_found", "No member with this email");
  return found.id;
}

/**
 * An admin makes a member a steward of an event. The member is told once, in their language, with a
 * link to the event's door screen: a bell notice and an email (an outbox row, sent by the queue). One
 * D1 batch writes the steward row and both, the notice and the mail only when this very batch created
 * the row (its created_at is this request's instant): adding the same steward again, or a retried
 * request, tells nobody twice, and nothing is told unless the steward exists. An admin who adds
 * themselves is not told.
 */
export async function addSteward(
  deps: { db: Database; mailer: Pick<Mailer, "delivery" | "expect"> },
  input: { eventId: string; email: string; byUserId: string; origin: string },
  now: Date,
): Promise<Steward[]> {
  const { db } = deps;
  const exists = await db.select({ id: events.id }).from(events).where(eq(events.id, input.eventId)).get();
  if (!exists) throw new AppError("not_found", "Event not found");
  const member = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: members.firstName,
      language: members.preferredLanguage,
    })
    .from(user)
    .leftJoin(members, eq(members.userId, user.id))
    .where(byEmail(input.email))
    .get();
  if (!member) throw new AppError("not_found", "No member with this email");

  const at = now.toISOString();
  const eventId = exists.id;
  const row = db
    .insert(eventStewards)
    .values({ eventId, userId: member.id, createdAt: at })
    .onConflictDoNothing();
  if (member.id === input.byUserId) {
    await row;
    return listStewards(db, eventId);
  }
  const language = isLanguage(member.language) ? member.language : "en";
  const event = await findEventSummary(db, eventId, now, language);
  if (!event) throw new AppError("not_found", "Event not found");
  const key = `steward:${eventId}:${member.id}:${at}`;
  const addedNow = sql`exists (select 1 from event_stewards where event_id = ${eventId}
    and user_id = ${member.id} and created_at = ${at})`;
  const mail = stewardAddedEmail({
    to: member.email,
    name: member.firstName || member.name,
    language,
    event,
    doorUrl: `${input.origin}${doorPath(eventId)}`,
  });
  await db.batch([
    row,
    notificationInsertWhen(
      db,
      { id: key, userId: member.id, kind: "steward", link: doorPath(eventId), data: { event: event.name } },
      addedNow,
    ),
    // Stamped queued now: the outbox queues the id after the answer (an id never written is skipped).
    batchableSql(
      db,
      sql`insert into email_outbox (id, "to", subject, text, html, kind, delivery, queued_at)
        select ${key}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${mail.kind},
          ${deps.mailer.delivery}, ${at}
        where ${addedNow}
        on conflict (id) do nothing`,
    ),
  ]);
  deps.mailer.expect(key);
  return listStewards(db, eventId);
}

export async function removeSteward(db: Database, eventId: string, email: string): Promise<Steward[]> {
  const userId = await memberIdByEmail(db, email);
  await db
    .delete(eventStewards)
    .where(and(eq(eventStewards.eventId, eventId), eq(eventStewards.userId, userId)));
  return listStewards(db, eventId);
}

/** Upcoming events this member stewards (admins see every upcoming event): their way into check-in. */
export async function stewardedEvents(db: Database, viewer: Viewer, now: Date) {
  const upcoming = gte(events.endsAt, now.toISOString());
  const base = db
    .select({
      id: events.id,
      name: events.name,
      city: events.city,
      startsAt: events.startsAt,
      venue: events.venue,
    })
    .from(events);
  const rows =
    viewer.member.role === "admin"
      ? await base.where(upcoming).orderBy(asc(events.startsAt))
      : await base
          .innerJoin(eventStewards, eq(eventStewards.eventId, events.id))
          .where(and(upcoming, eq(eventStewards.userId, viewer.user.id)))
          .orderBy(asc(events.startsAt));
  return rows;
}

/**
 * How many upcoming events (not ended) this member is a steward of, the same events stewardedEvents
 * lists for a member: the current user carries it, so the menus offer "My door duties" without asking
 * again. One statement that reads only the stewards' primary-key index and each event by its id.
 */
export async function upcomingStewardships(db: Database, userId: string, now: Date): Promise<number> {
  const row = await db
    .select({ count: sql<number>`count(*)` })
    .from(eventStewards)
    .innerJoin(events, eq(events.id, eventStewards.eventId))
    .where(and(eq(eventStewards.userId, userId), gte(events.endsAt, now.toISOString())))
    .get();
  return Number(row?.count ?? 0);
}
