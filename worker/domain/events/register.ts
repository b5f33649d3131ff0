import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Language } from "../../contract/enums";
import { RESEND_TICKET_MINUTES, type RsvpResult } from "../../contract/rsvp";
import { boundSql, type Database, sqlOnce } from "../../db/client";
import { rowAsJson, rowFromJson } from "../../db/json-row";
import { events } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { KICK_WINDOW_MS } from "../../email/outbox/kick";
import { AppError } from "../../errors";
import { type MailClient, underLimitOf, visitorMailCount, visitorMailRefusal } from "../visitor-mail/limit";
import { seatCount, toEventSummary } from "./events";
import type { RsvpRow } from "./registrants";
import { cityFromName, type RsvpDetails } from "./registration";
import { rsvpMailRows } from "./rsvp-mail-template";
import { newTicketCode } from "./ticket-code";
import { waitlistPlaceOf } from "./tickets";

/** The registration under the typed email, as the outcome read's JSON column has it. */
type Registered = Pick<
  RsvpRow,
  "id" | "status" | "ticketCode" | "cancelToken" | "userId" | "email" | "queuedAt"
> & { place: number | null };

export type Registration = {
  /** The event's id or slug (/events/{slug}), or else the city's display name (the spec's form). */
  target: { event?: string; city?: string };
  details: RsvpDetails;
  /** The signed-in member, if any: their registrations are theirs to see. */
  viewer: { userId: string; email: string } | null;
  /** A visitor's client (null when signed in): its RSVP mails are limited (visitor-mail/limit.ts). */
  visitor: MailClient | null;
  origin: string;
  language: Language;
  now: Date;
};

/**
 * POST /api/events/rsvp in one D1 round trip for a new registration: a single batch (one
 * transaction) of three statements that
 * 1. decides the seat in one INSERT...SELECT (it counts confirmed seats and writes 'confirmed' or
 *    'waitlisted' atomically, so no burst overbooks; the UNIQUE (event, email) index turns a repeat
 *    into the existing registration, and re-activates a cancelled one) and RETURNs the outcome: the
 *    event with its seat counts and the registration with its waitlist place,
 * 2. writes, in one INSERT, the registrant's email (a templated outbox row, rendered by the mail
 *    consumer) if step 1 wrote the row (its fresh cancel token marks it), or for anyone else typing
 *    an email that is already registered "your ticket again" to that address (at most once per
 *    RESEND_TICKET_MINUTES, by the row's key) instead of showing the ticket,
 * 3. for a signed-in member, writes their bell notice if step 1 wrote the row; for a visitor, counts
 *    the mail against the visitor-mail limits first (past them nothing is written or mailed), in the
 *    same statement that claims the mail kick: a visitor's mail rows are written unqueued, and only
 *    the first visitor RSVP of a short window queues them all (email/outbox/kick.ts), where each
 *    RSVP queuing its own message cost about a fifth of its CPU.
 * Only when step 1 wrote nothing (a repeat, a closed or unknown event) is the outcome read again.
 * Each statement in a batch has its cost (locally about a millisecond of workerd's CPU).
 * Suspended members cannot register, under any email of theirs. A visitor's batch first counts the
 * mail against the visitor-mail limits; past them nothing is written or mailed and the answer is 429
 * (whether or not the address was registered already, so it tells nothing).
 */
export async function registerRsvp(
  deps: { db: Database; mailer: Mailer },
  input: Registration,
): Promise<{ result: RsvpResult; created: boolean }> {
  const { db, mailer } = deps;
  const { details, viewer, now } = input;
  const email = details.email.trim().toLowerCase();
  const nowIso = now.toISOString();
  const token = crypto.randomUUID().replaceAll("-", "");
  const resendWindow = Math.floor(now.getTime() / (RESEND_TICKET_MINUTES * 60_000));
  const limit = input.visitor
    ? await visitorMailCount(
        db,
        { purpose: "rsvp", recipient: email, client: input.visitor },
        now.getTime(),
        KICK_WINDOW_MS,
      )
    : null;
  const shape: Shape = {
    target: input.target.event ? "event" : "city",
    limitKeys: limit?.keys.length ?? 0,
    member: viewer !== null,
  };
  const statements = registrationStatements(shape);
  const values: Record<Value, unknown> = {
    id: crypto.randomUUID(),
    userId: viewer?.userId ?? null,
    name: details.name,
    email,
    phone: details.phone,
    linkedin: details.linkedin || null,
    profession: details.profession,
    company: details.company,
    expectations: details.expectations || null,
    language: input.language,
    queuedAt: now.getTime(),
    ticketCode: newTicketCode(),
    token,
    nowIso,
    // A visitor's mail rows are left unqueued for the mail kick (outbox/kick.ts); a member's are
    // stamped queued and queued by this request (Mailer.expect).
    stampedAt: limit ? null : nowIso,
    target: input.target.event || (input.target.city ? cityFromName(input.target.city) : null),
    viewerEmail: viewer?.email.toLowerCase() ?? null,
    resendWindow,
    origin: input.origin,
    delivery: mailer.delivery,
  };
  const limits = Object.fromEntries(
    (limit?.keys ?? []).flatMap(({ key, max }, index) => [
      [`limitKey${index}`, key],
      [`limitMax${index}`, max],
    ]),
  );
  const [insert, mails, notice] = [statements.insert, statements.mails, statements.notice].map(
    (statement) => statement && boundSql(db, statement, { ...values, ...limits }),
  );

  // The counts go first: the statements after them read the new count in the same transaction.
  const counts = limit?.statements ?? [];
  const writes = [insert, mails, notice].filter((statement) => statement !== null);
  const results = await db.batch([...counts, ...writes] as unknown as [BatchItem<"sqlite">]);
  const countResults = results.slice(0, counts.length);
  // Claimed in the batch, so sent whatever the answer: later RSVPs of the window count on it.
  if (limit?.kicked(countResults)) mailer.kick();
  const wait = limit?.waitMs(countResults) ?? 0;
  if (wait > 0) throw visitorMailRefusal(wait);
  // A new or renewed registration answered from the insert's RETURNING; anything else (a repeat, a
  // closed or unknown event) is read once more.
  const [written] = (results[counts.length] as unknown as { results: OutcomeColumns[] }).results;
  const found = written
    ? toOutcome(written)
    : await readOutcome(db, targetEvent(shape.target, values.target, nowIso), email);
  if (!found) throw new AppError("not_found", "Event Not Found");
  const event = toEventSummary(found.event, found.confirmed, found.waitlisted, now, input.language);
  const row = found.mine;
  const created = row?.cancelToken === token;
  if (!row || (!created && row.status === "cancelled")) {
    if (found.suspended)
      throw new AppError("forbidden", "This account is suspended and cannot register for events");
    throw new AppError("conflict", "Registration Closed", { reason: "registration_closed" });
  }
  const owner =
    created ||
    (viewer !== null && (row.userId === viewer.userId || row.email === viewer.email.toLowerCase()));
  if (!limit && created) mailer.expect(`rsvp-registered:${row.id}:${row.queuedAt}`);
  else if (!limit && !owner) mailer.expect(`rsvp-again:${row.id}:${resendWindow}`);
  return {
    created,
    result: {
      created,
      alreadyRegistered: !created,
      rsvp: owner
        ? {
            id: row.id,
            status: row.status,
            waitlistPosition: row.place,
            ticketCode: row.status === "confirmed" ? row.ticketCode : null,
            cancelToken: row.cancelToken,
          }
        : null,
      event,
    },
  };
}

/** What decides the statements' text: which target, how many visitor-mail counts, a member or not. */
type Shape = { target: "event" | "city"; limitKeys: number; member: boolean };
/** What changes from one RSVP to the next: the statements' placeholders. */
type Value =
  | "id"
  | "userId"
  | "name"
  | "email"
  | "phone"
  | "linkedin"
  | "profession"
  | "company"
  | "expectations"
  | "language"
  | "queuedAt"
  | "ticketCode"
  | "token"
  | "nowIso"
  | "stampedAt"
  | "target"
  | "viewerEmail"
  | "resendWindow"
  | "origin"
  | "delivery";
const value = (name: Value) => sql.placeholder(name);

/**
 * The batch's statements for one shape of RSVP, their text built once (sqlOnce): building these nested
 * templates was a tenth of an RSVP's CPU. Placeholders stand for everything that changes.
 */
function registrationStatements(shape: Shape) {
  const key = `rsvp:${shape.target}:${shape.limitKeys}:${shape.member}`;
  const eventId = () => targetEvent(shape.target, value("target"), value("nowIso"));
  const underLimit = () =>
    shape.limitKeys === 0
      ? sql`1`
      : underLimitOf(
          Array.from({ length: shape.limitKeys }, (_, index) => ({
            key: sql.placeholder(`limitKey${index}`),
            max: sql.placeholder(`limitMax${index}`),
          })),
        );
  const isOwner = shape.member
    ? sql`(r.user_id = ${value("userId")} or r.email = ${value("viewerEmail")})`
    : sql`0`;
  const insert = sqlOnce(`${key}:insert`, () => {
    const seatFree = sql`${seatCount("confirmed", sql`e.id`)} < e.capacity`;
    return sql`
    insert into rsvps (id, event_id, user_id, name, email, phone, linkedin, profession, company, expectations,
                       language, status, queued_at, ticket_code, cancel_token, confirmed_at)
    select ${value("id")}, e.id, ${value("userId")}, ${value("name")}, ${value("email")}, ${value("phone")},
           ${value("linkedin")}, ${value("profession")}, ${value("company")}, ${value("expectations")},
           ${value("language")},
           case when ${seatFree} then 'confirmed' else 'waitlisted' end,
           ${value("queuedAt")}, ${value("ticketCode")}, ${value("token")},
           case when ${seatFree} then ${value("nowIso")} else null end
      from events e
     where e.id = ${eventId()} and e.registration_open = 1 and e.cancelled_at is null
       and e.starts_at > ${value("nowIso")} and not ${suspendedAccount(value("email"))} and ${underLimit()}
    on conflict (event_id, email) do update set
      status = excluded.status, queued_at = excluded.queued_at, confirmed_at = excluded.confirmed_at,
      cancelled_at = null, cancel_token = excluded.cancel_token, name = excluded.name, phone = excluded.phone,
      linkedin = excluded.linkedin, profession = excluded.profession, company = excluded.company,
      expectations = excluded.expectations, language = excluded.language,
      user_id = coalesce(rsvps.user_id, excluded.user_id)
    where rsvps.status = 'cancelled'
    returning ${outcomeOfWritten}`;
  });
  // The registrant's email if the insert wrote the row (its fresh cancel token marks it), or "your
  // ticket again" to an address someone else typed: one statement, whichever applies.
  const mails = sqlOnce(`${key}:mails`, () =>
    rsvpMailRows({
      mails: [
        {
          key: sql`'rsvp-registered:' || r.id || ':' || r.queued_at`,
          what: "registered",
          where: sql`r.cancel_token = ${value("token")}`,
        },
        {
          key: sql`'rsvp-again:' || r.id || ':' || ${value("resendWindow")}`,
          what: "again",
          where: sql`r.event_id = ${eventId()} and r.email = ${value("email")} and r.cancel_token <> ${value("token")}
        and r.status <> 'cancelled' and not ${isOwner} and ${underLimit()}`,
        },
      ],
      origin: value("origin"),
      delivery: value("delivery"),
      queuedAt: value("stampedAt"),
    }),
  );
  // Same id as announceRsvpChange's notice for this change, so no path tells the member twice. Only a
  // signed-in member's RSVP is theirs: a visitor's batch leaves it out (one statement less in the
  // burst). A visitor renewing a member's cancelled seat by typing their email still mails them.
  const notice = shape.member
    ? sqlOnce(
        `${key}:notice`,
        () => sql`
    insert into notifications (id, user_id, kind, link, data)
    select 'rsvp-registered:' || r.id || ':' || r.queued_at, r.user_id, 'rsvp', '/events/' || e.slug,
           json_object('event', e.name, 'status', r.status)
      from rsvps r join events e on e.id = r.event_id
     where r.cancel_token = ${value("token")} and r.user_id is not null
    on conflict (id) do nothing`,
      )
    : null;
  return { insert, mails, notice };
}

// Accounts keep their email lower-cased, so the unique index on user.email answers this.
const suspendedAccount = (email: unknown) =>
  sql`exists (select 1 from "user" u join members m on m.user_id = u.id
               where u.email = ${email} and m.account_status = 'suspended')`;

/** The registration row `alias` as the answer needs it (with its waitlist place), one JSON column. */
const registrationJson = (alias: string) => {
  const row = sql.raw(`"${alias}"`);
  return sql`json_object('id', ${row}."id", 'status', ${row}."status", 'ticketCode', ${row}."ticket_code",
    'cancelToken', ${row}."cancel_token", 'userId', ${row}."user_id", 'email', ${row}."email",
    'queuedAt', ${row}."queued_at", 'place', ${waitlistPlaceOf(alias)})`;
};

/**
 * What the answer needs, as the insert's RETURNING gives it for the row it wrote: RETURNING sees only
 * the written row, so the event comes as a JSON subquery; its counts include the row just written.
 */
const outcomeOfWritten = sql`
  (select ${rowAsJson(events, "e")} from events e where e.id = "rsvps"."event_id") as event,
  0 as suspended,
  ${seatCount("confirmed", sql`"rsvps"."event_id"`)} as confirmed_count,
  ${seatCount("waitlisted", sql`"rsvps"."event_id"`)} as waitlisted_count,
  ${registrationJson("rsvps")} as mine`;

type OutcomeColumns = {
  event: string;
  suspended: number;
  confirmed_count: number;
  waitlisted_count: number;
  mine: string | null;
};

const toOutcome = (row: OutcomeColumns) => ({
  event: rowFromJson(events, row.event),
  suspended: Boolean(row.suspended),
  confirmed: row.confirmed_count,
  waitlisted: row.waitlisted_count,
  mine: row.mine ? (JSON.parse(row.mine) as Registered) : null,
});

/** The same outcome when the insert wrote nothing: the event (if any) and the email's registration. */
async function readOutcome(db: Database, eventId: SQL, email: string) {
  const [row] = await db.all<OutcomeColumns>(sql`
    select ${rowAsJson(events, "e")} as event, ${suspendedAccount(email)} as suspended,
           ${seatCount("confirmed", sql`e.id`)} as confirmed_count,
           ${seatCount("waitlisted", sql`e.id`)} as waitlisted_count,
           (select ${registrationJson("r")} from rsvps r where r.event_id = e.id and r.email = ${email}) as mine
      from events e where e.id = ${eventId}`);
  return row ? toOutcome(row) : undefined;
}

/**
 * The event's id inside SQL: by id or slug; by city, the city's next event (not ended, not cancelled)
 * or else its latest past one, as /event/{city} shows (which then answers "Registration Closed").
 * `target` is the id or slug, or the city (null for an unknown one); both may be placeholders.
 */
function targetEvent(kind: Shape["target"], target: unknown, nowIso: unknown): SQL {
  if (kind === "event") {
    return sql`(select id from events where id = ${target} or slug = ${target} limit 1)`;
  }
  return sql`coalesce(
    (select id from events where city = ${target} and ends_at >= ${nowIso} and cancelled_at is null
      order by starts_at limit 1),
    (select id from events where city = ${target} order by starts_at desc limit 1))`;
}
