import { eq, inArray, sql } from "drizzle-orm";
import type { Language, MentorshipRequestStatus } from "../../contract/enums";
import type { MentorshipRequestView } from "../../contract/mentorship";
import type { Database } from "../../db/client";
import { members, user } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { mentorshipCopy, type RequestFacts } from "../../email/mentorship-copy";
import { noticeEmail } from "../../email/notice";
import type { MentorRow } from "./mentorship";

type Recipient = { email: string; language: Language };

/** Members write in their preferred language; an address with no account gets English. */
async function withLanguages(db: Database, emails: string[]): Promise<Recipient[]> {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ email: user.email, language: members.preferredLanguage })
    .from(user)
    .innerJoin(members, eq(members.userId, user.id))
    .where(inArray(sql`lower(${user.email})`, unique));
  const known = new Map(rows.map((row) => [row.email.toLowerCase(), row.language]));
  return unique.map((email) => ({ email, language: known.get(email) ?? "en" }));
}

/** Where a mentor's requests go: their own address, else the linked account's. */
async function mentorAddress(db: Database, mentor: MentorRow): Promise<string | null> {
  if (mentor.email) return mentor.email;
  if (!mentor.userId) return null;
  const row = await db.select({ email: user.email }).from(user).where(eq(user.id, mentor.userId)).get();
  return row?.email ?? null;
}

async function adminAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(eq(members.role, "admin"));
  return rows.map((row) => row.email);
}

const factsOf = (request: MentorshipRequestView): RequestFacts => ({
  mentorName: request.mentor.name,
  menteeName: request.mentee.name,
  menteeEmail: request.mentee.email,
  topic: request.topic,
  message: request.message,
  preferredDate: request.preferredDate,
  note: request.responseNote,
});

/**
 * A new booking: the mentor, every admin (once each, even when an admin is also the mentor) and the
 * mentee who booked, each in their own language.
 */
export async function notifyRequested(
  db: Database,
  mailer: Mailer,
  request: MentorshipRequestView,
  mentor: MentorRow,
  origin: string,
): Promise<void> {
  const facts = factsOf(request);
  const mentorEmail = await mentorAddress(db, mentor);
  const admins = (await adminAddresses(db)).filter(
    (email) => email.toLowerCase() !== mentorEmail?.toLowerCase(),
  );
  const sends: Promise<void>[] = [];
  const send = (to: Recipient, copy: ReturnType<typeof mentorshipCopy.en.toMentor>, path: string) =>
    sends.push(
      mailer.send(
        noticeEmail({
          to: to.email,
          kind: "mentorship-requested",
          language: to.language,
          subject: copy.subject,
          paragraphs: copy.paragraphs,
          link: { label: copy.linkLabel, url: `${origin}${path}` },
        }),
      ),
    );
  for (const to of await withLanguages(db, mentorEmail ? [mentorEmail] : [])) {
    send(to, mentorshipCopy[to.language].toMentor(facts), "/mentorship");
  }
  for (const to of await withLanguages(db, admins)) {
    send(to, mentorshipCopy[to.language].toAdmin(facts), "/admin/mentorship");
  }
  for (const to of await withLanguages(db, [request.mentee.email])) {
    send(to, mentorshipCopy[to.language].toMentee(facts), "/mentorship");
  }
  await Promise.all(sends);
}

/** A status change: the mentee always hears; the mentor too when an admin made the change. */
export async function notifyUpdated(
  db: Database,
  mailer: Mailer,
  request: MentorshipRequestView,
  mentor: MentorRow,
  options: { origin: string; changedByAdmin: boolean },
): Promise<void> {
  const status = request.status as Exclude<MentorshipRequestStatus, "requested">;
  const facts = factsOf(request);
  const link = (label: string) => ({ label, url: `${options.origin}/mentorship` });
  const sends: Promise<void>[] = [];
  for (const to of await withLanguages(db, [request.mentee.email])) {
    const copy = mentorshipCopy[to.language].updatedToMentee(facts, status);
    sends.push(
      mailer.send(
        noticeEmail({
          ...copy,
          to: to.email,
          kind: "mentorship-updated",
          language: to.language,
          link: link(copy.linkLabel),
        }),
      ),
    );
  }
  const mentorEmail = options.changedByAdmin ? await mentorAddress(db, mentor) : null;
  if (mentorEmail && mentorEmail.toLowerCase() !== request.mentee.email.toLowerCase()) {
    for (const to of await withLanguages(db, [mentorEmail])) {
      const copy = mentorshipCopy[to.language].updatedToMentor(facts, status);
      sends.push(
        mailer.send(
          noticeEmail({
            ...copy,
            to: to.email,
            kind: "mentorship-updated",
            language: to.language,
            link: link(copy.linkLabel),
          }),
        ),
      );
    }
  }
  await Promise.all(sends);
}
