export const calendarBase = "/api/admin/calendar";
export const datePath = (id: string) => `${calendarBase}/${encodeURIComponent(id)}`;
/** Every write refreshes the admin list and the members' Cultural Calendar card. */
export const calendarInvalidates = [calendarBase, "/api/calendar"];
