import { Hono } from "hono";
import { requireViewer, signedIn } from "../auth/guards";
import { type CalendarResponse, calendarQuerySchema } from "../contract/calendar";
import { upcomingCalendar } from "../domain/calendar/calendar";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

// /api/calendar: the Cultural Calendar card of the signed-in home.
export const calendarRoutes = new Hono<AppEnv>().get(
  "/",
  signedIn,
  valid("query", calendarQuerySchema),
  async (c) => {
    const viewer = await requireViewer(c);
    const { language } = c.req.valid("query");
    const body: CalendarResponse = {
      dates: await upcomingCalendar(c.var.db, language ?? viewer.member.preferredLanguage, new Date()),
    };
    return c.json(body);
  },
);
