import type { MentorshipRequestView, RequestStatusChange } from "../../contract/mentorship";
import type { Database } from "../../db/client";
import type { Mailer } from "../../email/mailer";
import type { Viewer } from "../members";
import { notifyUpdated } from "./emails";
import { changeRequestStatus } from "./requests";

/**
 * One status change as the member pages and the admin area make it: the move, then the emails.
 * The mentor hears about it only when an admin (who is not that mentor) made the change.
 */
export async function changeStatusAndNotify(
  deps: { db: Database; mailer: Mailer; origin: string },
  id: string,
  change: RequestStatusChange,
  viewer: Viewer,
): Promise<MentorshipRequestView> {
  const isAdmin = viewer.member.role === "admin";
  const { request, mentor } = await changeRequestStatus(
    deps.db,
    id,
    change,
    { userId: viewer.user.id, isAdmin },
    new Date(),
  );
  await notifyUpdated(deps.db, deps.mailer, request, mentor, {
    origin: deps.origin,
    changedByAdmin: isAdmin && mentor.userId !== viewer.user.id,
  });
  return request;
}
