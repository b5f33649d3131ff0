import { Hono } from "hono";
import { findViewer, requireViewer } from "../auth/guards";
import { requestLanguage } from "../auth/origin";
import { rsvpSchema } from "../contract/rsvp";
import { findCityEvent, findEventSummary, listUpcomingEvents } from "../domain/events";
import { cancelRsvp, cityFromName, memberRsvps, rsvpForCity, toRsvpResult } from "../domain/rsvp";
import { notifyCancellation, notifyRsvp } from "../domain/rsvp-notices";
import { sendRsvpNotice } from "../domain/rsvp-notify";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { idempotent } from "../lib/idempotency";

const originOf = (url: string) => new URL(url).origin;

export const eventRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ events: await listUpcomingEvents(c.var.db, new Date()) }))

  .get("/city/:city", async (c) => {
    const city = cityFromName(c.req.param("city"));
    const event = city ? await findCityEvent(c.var.db, city, new Date()) : null;
    if (!event) throw new AppError("not_found", "Event Not Found");
    return c.json({ event });
  })

  .post("/rsvp", idempotent("rsvp"), async (c) => {
    const parsed = rsvpSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      throw new AppError(
        "validation_failed",
        "Check the highlighted fields",
        parsed.error.flatten().fieldErrors,
      );
    }
    const now = new Date();
    const viewer = await findViewer(c);
    const { city, ...details } = parsed.data;
    const { row, created } = await rsvpForCity(c.var.db, city, details, viewer?.user.id ?? null, now);
    const result = await toRsvpResult(c.var.db, row, created, now);
    if (created) {
      const kind = row.status === "confirmed" ? "rsvp-confirmed" : "rsvp-waitlisted";
      await notifyRsvp(c.var.db, row, row.status === "confirmed" ? "confirmed" : "waitlisted", result.event);
      await sendRsvpNotice(
        c.var.mailer,
        kind,
        row,
        result.event,
        originOf(c.req.url),
        requestLanguage(c.req.raw),
        {
          waitlistPosition: result.rsvp.waitlistPosition,
        },
      );
    }
    return c.json(result, created ? 201 : 200);
  })

  // The cancel link in every RSVP email lands on /rsvp/cancel, which posts its token here.
  .post("/rsvp/cancel", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
    if (typeof body?.token !== "string" || body.token.length < 16) {
      throw new AppError("validation_failed", "A cancellation token is required");
    }
    const now = new Date();
    const wasActive = await cancelRsvp(c.var.db, body.token, now);
    const { cancelled, promoted } = wasActive;
    if (!cancelled) throw new AppError("not_found", "This cancellation link is not valid");
    const event = await findEventSummary(c.var.db, cancelled.eventId, now);
    await notifyCancellation(c.var.db, wasActive, event, now);
    if (event && promoted)
      await sendRsvpNotice(c.var.mailer, "rsvp-promoted", promoted, event, originOf(c.req.url));
    return c.json({ status: cancelled.status, event, promotedSomeone: Boolean(promoted) });
  })

  .get("/rsvps/mine", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ rsvps: await memberRsvps(c.var.db, viewer.user.id) });
  });
