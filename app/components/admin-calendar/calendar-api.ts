import { api, pathParams } from "../../lib/api-client";

export const adminCalendar = api.admin.calendar;
/** One date's routes: `adminDate.hide.$post(dateParam(id))`. */
export const adminDate = adminCalendar[":id"];
export const dateParam = (id: string) => pathParams({ id });
export const calendarBase = adminCalendar.$path();
/** Every write refreshes the admin list and the members' Cultural Calendar card. */
export const calendarInvalidates = [calendarBase, api.calendar.$path()];
