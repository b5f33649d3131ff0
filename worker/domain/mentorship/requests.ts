import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { MentorshipRequestStatus } from "../../contract/enums";
import {
  allowedTransitions,
  type MentorshipRequestView,
  type RequestStatusChange,
} from "../../contract/mentorship";
import type { Database } from "../../db/client";
import { mentors, mentorshipRequests, user } from "../../db/schema";
import { AppError } from "../../errors";
import type { MentorRow } from "./mentorship";

const viewColumns = {
  id: mentorshipRequests.id,
  status: mentorshipRequests.status,
  topic: mentorshipRequests.topic,
  message: mentorshipRequests.message,
  preferredDate: mentorshipRequests.preferredDate,
  responseNote: mentorshipRequests.responseNote,
  createdAt: mentorshipRequests.createdAt,
  updatedAt: mentorshipRequests.updatedAt,
  mentorSlug: mentors.slug,
  mentorName: mentors.name,
  mentorTitle: mentors.title,
  mentorCompany: mentors.company,
  menteeName: user.name,
  menteeEmail: user.email,
};

/** Requests with their mentor and mentee, newest first. */
export async function listRequests(db: Database, where?: SQL): Promise<MentorshipRequestView[]> {
  const rows = await db
    .select(viewColumns)
    .from(mentorshipRequests)
    .innerJoin(mentors, eq(mentors.id, mentorshipRequests.mentorId))
    .innerJoin(user, eq(user.id, mentorshipRequests.userId))
    .where(where)
    .orderBy(desc(mentorshipRequests.createdAt), desc(mentorshipRequests.id));
  return rows.map(
    ({ mentorSlug, mentorName, mentorTitle, mentorCompany, menteeName, menteeEmail, ...request }) => ({
      ...request,
      mentor: { slug: mentorSlug, name: mentorName, title: mentorTitle, company: mentorCompany },
      mentee: { name: menteeName, email: menteeEmail },
    }),
  );
}

export const requestsOfMentee = (db: Database, userId: string) =>
  listRequests(db, eq(mentorshipRequests.userId, userId));

export const requestsForMentors = (db: Database, mentorIds: string[]) =>
  mentorIds.length ? listRequests(db, inArray(mentorshipRequests.mentorId, mentorIds)) : Promise.resolve([]);

export const requestsWithStatus = (db: Database, status?: MentorshipRequestStatus) =>
  listRequests(db, status ? eq(mentorshipRequests.status, status) : undefined);

export async function findRequestView(db: Database, id: string): Promise<MentorshipRequestView> {
  const [view] = await listRequests(db, eq(mentorshipRequests.id, id));
  if (!view) throw new AppError("not_found", "Mentorship request not found");
  return view;
}

/**
 * 'Book session'. One statement inserts the request only when the member has no open (requested
 * or accepted) request with this mentor, so two quick submits cannot both land.
 */
export async function createRequest(
  db: Database,
  input: { mentor: MentorRow; userId: string; topic: string; message: string; preferredDate: string | null },
): Promise<MentorshipRequestView> {
  const { mentor, userId } = input;
  if (mentor.userId === userId) throw new AppError("bad_request", "You cannot book a session with yourself");
  const id = crypto.randomUUID();
  const result = await db.run(sql`
    insert into mentorship_requests (id, mentor_id, user_id, topic, message, preferred_date, status)
    select ${id}, ${mentor.id}, ${userId}, ${input.topic}, ${input.message}, ${input.preferredDate}, 'requested'
    where not exists (
      select 1 from mentorship_requests
      where mentor_id = ${mentor.id} and user_id = ${userId} and status in ('requested', 'accepted')
    )`);
  if (!result.meta.changes) {
    throw new AppError(
      "conflict",
      `You already have an open request with ${mentor.name}. Wait for their answer before asking again.`,
    );
  }
  return findRequestView(db, id);
}

export type StatusActor = { userId: string; isAdmin: boolean };

/**
 * The mentor linked to the request's mentor row, or an admin, moves it along allowedTransitions.
 * The update is conditional on the status read, so a concurrent change is a conflict, not a lost write.
 * Marking a session done adds it to the mentor's session count.
 */
export async function changeRequestStatus(
  db: Database,
  id: string,
  change: RequestStatusChange,
  actor: StatusActor,
  now: Date,
): Promise<{ before: MentorshipRequestStatus; request: MentorshipRequestView; mentor: MentorRow }> {
  const current = await db
    .select({ status: mentorshipRequests.status, mentor: mentors })
    .from(mentorshipRequests)
    .innerJoin(mentors, eq(mentors.id, mentorshipRequests.mentorId))
    .where(eq(mentorshipRequests.id, id))
    .get();
  if (!current) throw new AppError("not_found", "Mentorship request not found");
  const { mentor, status: before } = current;
  if (!actor.isAdmin && mentor.userId !== actor.userId) {
    throw new AppError("forbidden", "Only the mentor or an administrator can answer this request");
  }
  if (!allowedTransitions[before].includes(change.status)) {
    throw new AppError("conflict", `A ${before} request cannot become ${change.status}`);
  }
  const updated = await db
    .update(mentorshipRequests)
    .set({
      status: change.status,
      updatedAt: now.toISOString(),
      ...(change.note ? { responseNote: change.note } : {}),
    })
    .where(sql`${mentorshipRequests.id} = ${id} and ${mentorshipRequests.status} = ${before}`)
    .returning({ id: mentorshipRequests.id });
  if (updated.length === 0)
    throw new AppError("conflict", "This request changed meanwhile; reload and try again");
  if (change.status === "done") {
    await db
      .update(mentors)
      .set({ sessions: sql`${mentors.sessions} + 1` })
      .where(eq(mentors.id, mentor.id));
  }
  return { before, request: await findRequestView(db, id), mentor };
}
