// An event's registrations as a CSV or .xlsx download: one list of columns for both files.
import type { AdminRsvp } from "../../contract/admin-events";
import type { Database } from "../../db/client";
import { type SheetColumn, sheetCsv, sheetXlsx } from "../admin-members/sheet";
import { findAdminEvent, listEventRsvps } from "./admin-events";

/** Times are Riyadh's clock (the events are in Saudi Arabia). */
export const attendeeExportColumns: readonly SheetColumn<AdminRsvp>[] = [
  { header: "Name", width: 24, value: (row) => row.name },
  { header: "Email", width: 28, value: (row) => row.email },
  { header: "Phone", kind: "phone", width: 16, value: (row) => row.phone },
  { header: "Company", width: 20, value: (row) => row.company },
  { header: "Profession", width: 20, value: (row) => row.profession },
  { header: "Status", width: 11, value: (row) => row.status },
  { header: "Ticket", width: 11, value: (row) => row.ticketCode },
  { header: "Checked in", kind: "dateTime", value: (row) => row.checkedInAt },
  { header: "Registered", kind: "dateTime", value: (row) => row.createdAt },
];

/** Every registration of the event (cancelled ones too), in the order they came in; 404 for no event. */
async function attendees(db: Database, eventId: string, now: Date) {
  const event = await findAdminEvent(db, eventId, now);
  return { slug: event.slug, rows: await listEventRsvps(db, event.id, { q: "" }) };
}

/** GET /api/admin/events/:id/rsvps.csv */
export async function attendeesCsv(db: Database, eventId: string, now: Date) {
  const { slug, rows } = await attendees(db, eventId, now);
  return { filename: `rsvps-${slug}.csv`, body: sheetCsv(attendeeExportColumns, rows) };
}

/** GET /api/admin/events/:id/rsvps.xlsx */
export async function attendeesXlsx(db: Database, eventId: string, now: Date) {
  const { slug, rows } = await attendees(db, eventId, now);
  return {
    filename: `rsvps-${slug}.xlsx`,
    body: sheetXlsx(attendeeExportColumns, [rows], "Registrations"),
  };
}
