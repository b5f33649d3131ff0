import type { CheckinAnswer, CheckinStats, CheckinTicket } from "../../../worker/contract/admin-events";
import type { RsvpStatus } from "../../../worker/contract/rsvp";
import { normaliseCode } from "./ticket-code";

/** The event's tickets as last downloaded, with this device's own check-ins marked in. */
export type SavedTickets = { savedAt: string; tickets: CheckinTicket[] };

/** A check-in made on this device and not yet accepted by the server; `id` is its Idempotency-Key. */
export type PendingCheckin = { id: string; ticketCode: string; scannedAt: string };

/** Lists saved before the door kept waitlisted and cancelled codes have no status: all were confirmed. */
export const seatStatus = (ticket: CheckinTicket): RsvpStatus => ticket.status ?? "confirmed";

const findTicket = (tickets: CheckinTicket[], code: string) => {
  const wanted = normaliseCode(code);
  return tickets.find((candidate) => normaliseCode(candidate.ticketCode) === wanted);
};

/**
 * The door's answer from the local list. A code missing from the list is 'not found' here (the caller
 * may still ask the server when online: the ticket can belong to another event or be newer than the list).
 * A waitlisted or cancelled code is 'not confirmed', with the reason, as the server would answer.
 */
export function lookUpTicket(tickets: CheckinTicket[], code: string): CheckinAnswer {
  const ticket = findTicket(tickets, code);
  if (!ticket) return { result: "not_found" };
  const attendee = { name: ticket.name, checkedInAt: ticket.checkedInAt };
  const status = seatStatus(ticket);
  if (status !== "confirmed") return { result: "not_confirmed", status, attendee };
  return { result: ticket.checkedInAt ? "already_checked_in" : "checked_in", attendee };
}

/** The stored form of a code in the list (so the queue sends what the server stores), or the input's. */
export const savedCode = (tickets: CheckinTicket[], code: string) =>
  findTicket(tickets, code)?.ticketCode ?? normaliseCode(code);

/** "Checked in X of Y" from the saved list, this device's check-ins included (for when offline). */
export function localStats(tickets: CheckinTicket[]): CheckinStats {
  const confirmed = tickets.filter((ticket) => seatStatus(ticket) === "confirmed");
  return { checkedIn: confirmed.filter((ticket) => ticket.checkedInAt).length, confirmed: confirmed.length };
}

/**
 * A fresh download from the server, keeping the check-ins this device has not synced yet, and those
 * it synced while the download was on its way (`syncedHere`: the list may predate them).
 */
export function mergeDownloaded(
  tickets: CheckinTicket[],
  pending: PendingCheckin[],
  syncedHere: ReadonlyMap<string, string> = new Map(),
): CheckinTicket[] {
  const scanned = new Map([
    ...syncedHere,
    ...pending.map((item) => [item.ticketCode, item.scannedAt] as const),
  ]);
  return tickets.map((ticket) => ({
    ...ticket,
    checkedInAt:
      ticket.checkedInAt ??
      (seatStatus(ticket) === "confirmed" ? scanned.get(ticket.ticketCode) : null) ??
      null,
  }));
}

/** Offline search: by name (any part, any case) or by ticket code (any case, spaces and dashes ignored). */
export function searchTickets(tickets: CheckinTicket[], q: string, limit = 20): CheckinTicket[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [];
  const code = normaliseCode(q);
  return tickets
    .filter(
      (ticket) =>
        ticket.name.toLocaleLowerCase().includes(needle) || normaliseCode(ticket.ticketCode) === code,
    )
    .slice(0, limit);
}
