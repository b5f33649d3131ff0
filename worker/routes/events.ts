import { Hono } from "hono";
import { findViewer, isSuspendedRequest, requireViewer } from "../auth/guards";
import { requestLanguage } from "../auth/origin";
import { eventListQuerySchema, eventParamSchema } from "../contract/events";
import { rsvpCancelSchema, rsvpSchema, ticketTokenSchema } from "../contract/rsvp";
import { eventCalendarFile } from "../domain/events/calendar-file";
import { findCityEvent, findEventSummary, listPastEvents, listUpcomingEvents } from "../domain/events/events";
import { cityFromName } from "../domain/events/registration";
import { cancelByToken, registerForEvent } from "../domain/events/rsvp-use-cases";
import { memberTickets, ticketByToken } from "../domain/events/tickets";
import { mailClient } from "../domain/visitor-mail/limit";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { clientIp } from "../lib/client-ip";
import { readerLanguage } from "../lib/content-language";
import { idempotent } from "../lib/idempotency";
import { publicAnswer } from "../lib/public-answer";
import { valid } from "../lib/validate";

/** A holder's ticket is theirs alone: never stored by a shared cache (the service worker keeps it). */
const personal = { "Cache-Control": "private, no-store" };

const originOf = (url: string) => new URL(url).origin;
const noToken = () => new AppError("validation_failed", "A cancellation token is required");

export const eventRoutes = new Hono<AppEnv>()
  .get("/", publicAnswer(), valid("query", eventListQuerySchema), async (c) => {
    const now = new Date();
    const past = c.req.valid("query").when === "past";
    const language = readerLanguage(c);
    return c.json({ events: await (past ? listPastEvents : listUpcomingEvents)(c.var.db, now, language) });
  })

  .get("/city/:city", publicAnswer(), async (c) => {
    const city = cityFromName(c.req.param("city"));
    const event = city ? await findCityEvent(c.var.db, city, new Date(), readerLanguage(c)) : null;
    if (!event) throw new AppError("not_found", "Event Not Found");
    return c.json({ event });
  })

  .post("/rsvp", idempotent("rsvp"), valid("json", rsvpSchema, { notJson: null }), async (c) => {
    const viewer = await findViewer(c);
    if (isSuspendedRequest(c)) throw new AppError("forbidden", "Your account is suspended");
    const { city, event, ...details } = c.req.valid("json");
    const { result, created } = await registerForEvent(c.var, {
      target: { city, event },
      details,
      viewer: viewer ? { userId: viewer.user.id, email: viewer.user.email } : null,
      visitor: viewer ? null : mailClient(clientIp(c.req.raw), c.env.VISITOR_MAILS_PER_ADDRESS),
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
    return c.json({ rsvps: await memberTickets(c.var.db, viewer.user.id, readerLanguage(c)) }, 200, personal);
  })

  // The "View your ticket" link in every RSVP email: the token is the registration's secret.
  .get("/tickets/:token", valid("param", ticketTokenSchema), async (c) => {
    const ticket = await ticketByToken(c.var.db, c.req.valid("param").token, readerLanguage(c));
    if (!ticket) throw new AppError("not_found", "This ticket link is not valid");
    return c.json({ ticket }, 200, personal);
  })

  // /events/{slug}: one event by its slug (or id).
  .get("/:event", publicAnswer(), valid("param", eventParamSchema), async (c) => {
    const event = await findEventSummary(c.var.db, c.req.valid("param").event, new Date(), readerLanguage(c));
    if (!event) throw new AppError("not_found", "Event Not Found");
    return c.json({ event });
  })

  .get("/:event/calendar.ics", publicAnswer(), valid("param", eventParamSchema), async (c) => {
    const now = new Date();
    const event = await findEventSummary(c.var.db, c.req.valid("param").event, now);
    if (!event) throw new AppError("not_found", "Event Not Found");
    return c.body(eventCalendarFile(event, originOf(c.req.url), now), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.slug}.ics"`,
    });
  });
