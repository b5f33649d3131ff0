import { Hono } from "hono";
import { findViewer, requireViewer } from "../auth/guards";
import { requestLanguage } from "../auth/origin";
import { rsvpCancelSchema, rsvpSchema } from "../contract/rsvp";
import { findCityEvent, listUpcomingEvents } from "../domain/events/events";
import { cityFromName, memberRsvps } from "../domain/events/registration";
import { cancelByToken, registerForEvent } from "../domain/events/rsvp-use-cases";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { idempotent } from "../lib/idempotency";
import { valid } from "../lib/validate";

const originOf = (url: string) => new URL(url).origin;
const noToken = () => new AppError("validation_failed", "A cancellation token is required");

export const eventRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ events: await listUpcomingEvents(c.var.db, new Date()) }))

  .get("/city/:city", async (c) => {
    const city = cityFromName(c.req.param("city"));
    const event = city ? await findCityEvent(c.var.db, city, new Date()) : null;
    if (!event) throw new AppError("not_found", "Event Not Found");
    return c.json({ event });
  })

  .post("/rsvp", idempotent("rsvp"), valid("json", rsvpSchema, { notJson: null }), async (c) => {
    const viewer = await findViewer(c);
    const { city, event, ...details } = c.req.valid("json");
    const { result, created } = await registerForEvent(c.var, {
      city,
      event,
      details,
      userId: viewer?.user.id ?? null,
      origin: originOf(c.req.url),
      language: requestLanguage(c.req.raw),
      now: new Date(),
    });
    return c.json(result, created ? 201 : 200);
  })

  // The cancel link in every RSVP email lands on /rsvp/cancel, which posts its token here.
  .post("/rsvp/cancel", valid("json", rsvpCancelSchema, { notJson: null, refuse: noToken }), async (c) => {
    const { cancelled, promoted, event } = await cancelByToken(
      c.var,
      c.req.valid("json").token,
      originOf(c.req.url),
      new Date(),
    );
    if (!cancelled) throw new AppError("not_found", "This cancellation link is not valid");
    return c.json({ status: cancelled.status, event, promotedSomeone: Boolean(promoted) });
  })

  .get("/rsvps/mine", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ rsvps: await memberRsvps(c.var.db, viewer.user.id) });
  });
