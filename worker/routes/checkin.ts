import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { requireViewer } from "../auth/guards";
import { checkinSchema } from "../contract/admin-events";
import {
  assertCanCheckIn,
  checkIn,
  checkinStats,
  doorTickets,
  scanTime,
  searchAttendees,
} from "../domain/events/checkin";
import { stewardedEvents } from "../domain/events/stewards";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { idempotent } from "../lib/idempotency";
import { valid } from "../lib/validate";

/** The viewer when allowed at this event: 401 for visitors, 403 for members who are not its stewards. */
async function doorViewer(c: Context<AppEnv>, eventId: string) {
  const viewer = await requireViewer(c);
  await assertCanCheckIn(c.var.db, viewer, eventId);
  return viewer;
}

/** doorViewer as middleware: 401/403 come before any complaint about the body. */
const atTheDoor: MiddlewareHandler<AppEnv> = async (c, next) => {
  await doorViewer(c, c.req.param("eventId") ?? "");
  await next();
};

/** The door search box: any text, trimmed and cut to 120 characters (never refused). */
const searchSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((q) => (q ?? "").trim().slice(0, 120)),
});

const noTicket = () => new AppError("validation_failed", "A ticket code is required");

// /api/events/checkin: door check-in, mounted outside /api/admin so stewards can use it too.
export const checkinRoutes = new Hono<AppEnv>()
  // The events this member may check attendees in at (all upcoming ones for admins).
  .get("/mine", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ events: await stewardedEvents(c.var.db, viewer, new Date()) });
  })

  .get("/:eventId/tickets", async (c) => {
    await doorViewer(c, c.req.param("eventId"));
    return c.json({ tickets: await doorTickets(c.var.db, c.req.param("eventId")) });
  })

  // The steward screen asks every few seconds: never from a shared cache.
  .get("/:eventId/stats", async (c) => {
    await doorViewer(c, c.req.param("eventId"));
    c.header("Cache-Control", "private, no-store");
    return c.json(await checkinStats(c.var.db, c.req.param("eventId")));
  })

  .get("/:eventId/search", valid("query", searchSchema), async (c) => {
    await doorViewer(c, c.req.param("eventId"));
    const { q } = c.req.valid("query");
    return c.json({ matches: await searchAttendees(c.var.db, c.req.param("eventId"), q) });
  })

  // Door devices queue check-ins made offline and replay them with an Idempotency-Key.
  .post(
    "/:eventId",
    idempotent("checkin"),
    atTheDoor,
    valid("json", checkinSchema, { notJson: null, refuse: noTicket }),
    async (c) => {
      const viewer = await requireViewer(c); // atTheDoor let them in
      const { ticketCode, scannedAt } = c.req.valid("json");
      const answer = await checkIn(
        c.var.db,
        c.req.param("eventId"),
        ticketCode,
        viewer.user.id,
        scanTime(scannedAt, new Date()),
      );
      return c.json(answer);
    },
  );
