import { Hono } from "hono";
import { requireViewer } from "../auth/guards";
import type { IncomingRequests } from "../contract/mentorship";
import { mentorshipRequestSchema, requestStatusChangeSchema } from "../contract/mentorship";
import { notifyRequested } from "../domain/mentorship/emails";
import {
  findActiveMentor,
  listActiveMentors,
  listActivePrograms,
  mentorIdsOf,
} from "../domain/mentorship/mentorship";
import { createRequest, requestsForMentors, requestsOfMentee } from "../domain/mentorship/requests";
import { changeStatusAndNotify } from "../domain/mentorship/status";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { readerLanguage } from "../lib/content-language";
import { valid } from "../lib/validate";

// /api/mentorship: /mentorship is in the signed-in route set, so every route is for members.
export const mentorshipRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireViewer(c);
    await next();
  })

  .get("/mentors", async (c) => c.json({ mentors: await listActiveMentors(c.var.db) }))

  .get("/programs", async (c) => c.json({ programs: await listActivePrograms(c.var.db, readerLanguage(c)) }))

  .post("/requests", valid("json", mentorshipRequestSchema), async (c) => {
    const viewer = await requireViewer(c);
    const input = c.req.valid("json");
    const mentor = await findActiveMentor(c.var.db, input.mentorSlug);
    if (!mentor) throw new AppError("not_found", "This mentor is not available");
    const request = await createRequest(c.var.db, {
      mentor,
      userId: viewer.user.id,
      topic: input.topic,
      message: input.message,
      preferredDate: input.preferredDate,
    });
    await notifyRequested(c.var.db, c.var.mailer, request, mentor, new URL(c.req.url).origin);
    return c.json({ request }, 201);
  })

  .get("/requests/mine", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ requests: await requestsOfMentee(c.var.db, viewer.user.id) });
  })

  .get("/requests/incoming", async (c) => {
    const viewer = await requireViewer(c);
    const mentorIds = await mentorIdsOf(c.var.db, viewer.user.id);
    const answer: IncomingRequests = {
      isMentor: mentorIds.length > 0,
      requests: await requestsForMentors(c.var.db, mentorIds),
    };
    return c.json(answer);
  })

  .post("/requests/:id/status", valid("json", requestStatusChangeSchema), async (c) => {
    const viewer = await requireViewer(c);
    const change = c.req.valid("json");
    return c.json({
      request: await changeStatusAndNotify(
        { db: c.var.db, mailer: c.var.mailer, origin: new URL(c.req.url).origin },
        c.req.param("id"),
        change,
        viewer,
      ),
    });
  });
