import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../auth/guards";
import {
  adminEventCreateSchema,
  adminEventSchema,
  adminRsvpEditSchema,
  eventMessageSchema,
  rsvpFilterSchema,
  stewardSchema,
} from "../contract/admin-events";
import {
  createEvent,
  editRsvp,
  findAdminEvent,
  listAdminEvents,
  listEventRsvps,
  setRegistrationOpen,
  updateEvent,
} from "../domain/events/admin-events";
import { attendeesCsv, attendeesXlsx } from "../domain/events/attendee-export";
import { messageAttendees } from "../domain/events/attendee-message";
import { cancelEvent, cancelSeat } from "../domain/events/event-cancellation";
import { addSteward, listStewards, removeSteward } from "../domain/events/stewards";
import type { AppEnv } from "../env";
import { download } from "../lib/download";
import { parseInput, valid } from "../lib/validate";
import { XLSX_CONTENT_TYPE } from "../lib/xlsx-stream";

const originOf = (url: string) => new URL(url).origin;
const body = (request: { json: () => Promise<unknown> }) => request.json().catch(() => null);
/** A body that is not JSON reads as none: the schema then names what is missing. */
const json = <S extends z.ZodType>(schema: S) => valid("json", schema, { notJson: null });

/** DELETE's address in the query, typed for the client; a missing one falls back to the body. */
const stewardQuerySchema = z.object({ email: z.string().optional() });

// /api/admin/events: event management, RSVP lists and stewards. Admin-only via admin.ts.
export const adminEventRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ events: await listAdminEvents(c.var.db, new Date()) }))

  .post("/", json(adminEventCreateSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ event: await createEvent(c.var.db, data, new Date()) }, 201);
  })

  .get("/:id", async (c) => c.json({ event: await findAdminEvent(c.var.db, c.req.param("id"), new Date()) }))

  .put("/:id", json(adminEventSchema), async (c) => {
    const data = c.req.valid("json");
    const id = c.req.param("id");
    return c.json(await updateEvent(c.var, id, data, originOf(c.req.url), new Date()));
  })

  .post("/:id/cancel", async (c) => c.json(await cancelEvent(c.var, c.req.param("id"), new Date())))

  .post("/:id/message", json(eventMessageSchema), async (c) => {
    const input = c.req.valid("json");
    return c.json(await messageAttendees(c.var, c.req.param("id"), input, new Date()));
  })

  .post("/:id/close", async (c) =>
    c.json({ event: await setRegistrationOpen(c.var.db, c.req.param("id"), false, new Date()) }),
  )

  .post("/:id/reopen", async (c) =>
    c.json({ event: await setRegistrationOpen(c.var.db, c.req.param("id"), true, new Date()) }),
  )

  .get("/:id/rsvps", valid("query", rsvpFilterSchema), async (c) => {
    const filter = c.req.valid("query");
    return c.json({ rsvps: await listEventRsvps(c.var.db, c.req.param("id"), filter) });
  })

  .get("/:id/rsvps.csv", async (c) => {
    const { filename, body } = await attendeesCsv(c.var.db, c.req.param("id"), new Date());
    return download(body, "text/csv; charset=utf-8", filename);
  })

  .get("/:id/rsvps.xlsx", async (c) => {
    const { filename, body } = await attendeesXlsx(c.var.db, c.req.param("id"), new Date());
    return download(body, XLSX_CONTENT_TYPE, filename);
  })

  .put("/:id/rsvps/:rsvpId", json(adminRsvpEditSchema), async (c) => {
    const data = c.req.valid("json");
    return c.json({ rsvp: await editRsvp(c.var.db, c.req.param("id"), c.req.param("rsvpId"), data) });
  })

  .post("/:id/rsvps/:rsvpId/cancel", async (c) => {
    const { cancelled, promoted } = await cancelSeat(
      c.var,
      c.req.param("id"),
      c.req.param("rsvpId"),
      originOf(c.req.url),
      new Date(),
    );
    return c.json({ status: cancelled?.status ?? "cancelled", promotedSomeone: Boolean(promoted) });
  })

  .get("/:id/stewards", async (c) => c.json({ stewards: await listStewards(c.var.db, c.req.param("id")) }))

  // The new steward is told (bell and email, in their language) with a link to the door screen.
  .post("/:id/stewards", json(stewardSchema), async (c) => {
    const { email } = c.req.valid("json");
    const input = {
      eventId: c.req.param("id"),
      email,
      byUserId: (await requireAdmin(c)).user.id,
      origin: originOf(c.req.url),
    };
    return c.json({ stewards: await addSteward(c.var, input, new Date()) }, 201);
  })

  .delete("/:id/stewards", valid("query", stewardQuerySchema), async (c) => {
    const fromQuery = c.req.valid("query").email;
    // The address comes in the query (older callers sent a body), so it is checked here, not by `valid`.
    const { email } = parseInput(stewardSchema, fromQuery ? { email: fromQuery } : await body(c.req));
    return c.json({ stewards: await removeSteward(c.var.db, c.req.param("id"), email) });
  });
