import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { adminMentorSchema, adminProgramSchema } from "../contract/admin-mentorship";
import { requestStatusChangeSchema, requestStatusFilterSchema } from "../contract/mentorship";
import {
  createMentor,
  createProgram,
  deleteMentor,
  deleteProgram,
  listAdminMentors,
  listAdminPrograms,
  setMentorActive,
  updateMentor,
  updateProgram,
} from "../domain/mentorship/admin-mentorship";
import { requestsWithStatus } from "../domain/mentorship/requests";
import { changeStatusAndNotify } from "../domain/mentorship/status";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

// /api/admin/mentorship: mentors, programs and every booking request. Admin-only via admin.ts.
export const adminMentorshipRoutes = new Hono<AppEnv>()
  .get("/mentors", async (c) => c.json({ mentors: await listAdminMentors(c.var.db) }))

  .post("/mentors", valid("json", adminMentorSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ mentor: await createMentor(c.var.db, data) }, 201);
  })

  .put("/mentors/:id", valid("json", adminMentorSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ mentor: await updateMentor(c.var.db, c.req.param("id"), data) });
  })

  .post("/mentors/:id/hide", async (c) =>
    c.json({ mentor: await setMentorActive(c.var.db, c.req.param("id"), false) }),
  )

  .post("/mentors/:id/show", async (c) =>
    c.json({ mentor: await setMentorActive(c.var.db, c.req.param("id"), true) }),
  )

  .delete("/mentors/:id", async (c) => {
    await deleteMentor(c.var.db, c.req.param("id"));
    return c.json({ deleted: true });
  })

  .get("/programs", async (c) => c.json({ programs: await listAdminPrograms(c.var.db) }))

  .post("/programs", valid("json", adminProgramSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ program: await createProgram(c.var.db, data) }, 201);
  })

  .put("/programs/:id", valid("json", adminProgramSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ program: await updateProgram(c.var.db, c.req.param("id"), data) });
  })

  .post("/programs/:id/hide", async (c) =>
    c.json({ program: await updateProgram(c.var.db, c.req.param("id"), { isActive: false }) }),
  )

  .post("/programs/:id/show", async (c) =>
    c.json({ program: await updateProgram(c.var.db, c.req.param("id"), { isActive: true }) }),
  )

  .delete("/programs/:id", async (c) => {
    await deleteProgram(c.var.db, c.req.param("id"));
    return c.json({ deleted: true });
  })

  .get("/requests", valid("query", requestStatusFilterSchema), async (c) => {
    const { status } = c.req.valid("query");
    return c.json({ requests: await requestsWithStatus(c.var.db, status) });
  })

  .post("/requests/:id/status", valid("json", requestStatusChangeSchema), async (c) => {
    const viewer = await requireAdmin(c);
    const change = c.req.valid("json");
    const request = await changeStatusAndNotify(
      { db: c.var.db, mailer: c.var.mailer, origin: new URL(c.req.url).origin },
      c.req.param("id"),
      change,
      viewer,
    );
    return c.json({ request });
  });
