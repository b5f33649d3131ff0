import type { Language, MentorshipRequestStatus } from "../contract/enums";
import { mailMessages } from "./messages";

/** What the mentorship emails quote from a request. */
export type RequestFacts = {
  mentorName: string;
  menteeName: string;
  menteeEmail: string;
  topic: string;
  message: string;
  preferredDate: string | null;
  note: string | null;
};

type Copy = { subject: string; paragraphs: string[]; linkLabel: string };
type ChangedStatus = Exclude<MentorshipRequestStatus, "requested">;

export type MentorshipCopy = {
  statusName: Record<MentorshipRequestStatus, string>;
  /** To the mentor: a member asks for a session. */
  toMentor: (f: RequestFacts) => Copy;
  /** To every admin: the same request, for oversight. */
  toAdmin: (f: RequestFacts) => Copy;
  /** To the member who booked: we sent it. */
  toMentee: (f: RequestFacts) => Copy;
  /** To the mentee when the request moved on. */
  updatedToMentee: (f: RequestFacts, status: ChangedStatus) => Copy;
  /** To the mentor when an admin moved their request on. */
  updatedToMentor: (f: RequestFacts, status: ChangedStatus) => Copy;
};

/** Each language's mentorship mails, from the mail catalog (worker/email/messages/). */
export const mentorshipCopy: Record<Language, MentorshipCopy> = {
  en: mailMessages.en.mentorship,
  ar: mailMessages.ar.mentorship,
  ur: mailMessages.ur.mentorship,
};
