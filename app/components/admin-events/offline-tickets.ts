import type { CheckinAnswer, CheckinTicket } from "../../../worker/contract/admin-events";

/** The event's confirmed tickets as last downloaded, with this device's own check-ins marked in. */
export type SavedTickets = { savedAt: string; tickets: CheckinTicket[] };

/** A check-in made on this device and not yet accepted by the server; `id` is its Idempotency-Key. */
export type PendingCheckin = { id: string; ticketCode: string; scannedAt: string };

/**
 * The door's answer from the local list. A code missing from the list is 'not found' here (the caller
 * may still ask the server when online: the ticket can belong to another event or be newer than the list).
 */
export function lookUpTicket(tickets: CheckinTicket[], code: string): CheckinAnswer {
  const ticket = tickets.find((candidate) => candidate.ticketCode === code);
  if (!ticket) return { result: "not_found" };
  const attendee = { name: ticket.name, checkedInAt: ticket.checkedInAt };
  return { result: ticket.checkedInAt ? "already_checked_in" : "checked_in", attendee };
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
    checkedInAt: ticket.checkedInAt ?? scanned.get(ticket.ticketCode) ?? null,
  }));
}

/** Offline search: by name (any part, any case) or by ticket code. */
export function searchTickets(tickets: CheckinTicket[], q: string, limit = 20): CheckinTicket[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [];
  return tickets
    .filter(
      (ticket) =>
        ticket.name.toLocaleLowerCase().includes(needle) || ticket.ticketCode.toLocaleLowerCase() === needle,
    )
    .slice(0, limit);
}
