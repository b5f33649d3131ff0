import type { CheckinAnswer, CheckinResult, CheckinTicket } from "../../../worker/contract/admin-events";
import { type KeyValueStore, pendingKey, ticketsKey } from "./checkin-store";
import { downloadTickets, type FetchLike, type SendOutcome, sendCheckin } from "./checkin-sync";
import {
  lookUpTicket,
  mergeDownloaded,
  type PendingCheckin,
  type SavedTickets,
  savedCode,
  searchTickets,
} from "./offline-tickets";
import { normaliseCode } from "./ticket-code";

/** A line in the small sync log: the server's answer differed from the door's (another door was first...). */
export type SyncNote = {
  id: string;
  ticketCode: string;
  name: string;
  result: Exclude<CheckinResult, "checked_in"> | "rejected";
  checkedInAt: string | null;
};

export type DoorSnapshot = {
  loaded: boolean;
  saved: SavedTickets | null;
  pending: PendingCheckin[];
  notes: SyncNote[];
  downloading: boolean;
  downloadFailed: boolean;
  /** The server said this member is not a steward for the event (403 on the ticket list). */
  denied: boolean;
  syncing: boolean;
  /** The server refused a sync with 401/403: sign in again; the check-ins stay queued. */
  blocked: boolean;
};

export type SyncSummary = { remaining: number; retrySoon: boolean };

type DoorOptions = {
  store: KeyValueStore;
  userId: string;
  eventId: string;
  fetch?: FetchLike;
  now?: () => Date;
  newId?: () => string;
};

const MAX_NOTES = 20;

/**
 * One steward's door for one event: the saved ticket list, check-ins made locally at once, and the
 * queue that sends them later with their Idempotency-Key, so each lands on the server exactly once.
 * Every change is written through to the store, so a reload (even offline) loses nothing.
 */
export class OfflineDoor {
  private snapshot: DoorSnapshot = {
    loaded: false,
    saved: null,
    pending: [],
    notes: [],
    downloading: false,
    downloadFailed: false,
    denied: false,
    syncing: false,
    blocked: false,
  };
  private readonly listeners = new Set<() => void>();
  private syncRun: Promise<SyncSummary> | null = null;
  /** Check-ins the server accepted in this session (code → time), in case a download predates them. */
  private readonly syncedHere = new Map<string, string>();
  private readonly fetchFn: FetchLike;
  private readonly now: () => Date;
  private readonly newId: () => string;

  constructor(private readonly options: DoorOptions) {
    this.fetchFn = options.fetch ?? ((url, init) => fetch(url, init));
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  private update(patch: Partial<DoorSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private get keys() {
    return {
      tickets: ticketsKey(this.options.userId, this.options.eventId),
      pending: pendingKey(this.options.userId, this.options.eventId),
    };
  }

  /** Writes the current state; IndexedDB runs write transactions in order, so the last state wins. */
  private async persist() {
    const { saved, pending } = this.snapshot;
    await Promise.all([
      saved ? this.options.store.set(this.keys.tickets, saved) : this.options.store.del(this.keys.tickets),
      this.options.store.set(this.keys.pending, pending),
    ]);
  }

  async load(): Promise<void> {
    const [saved, pending] = await Promise.all([
      this.options.store.get<SavedTickets>(this.keys.tickets),
      this.options.store.get<PendingCheckin[]>(this.keys.pending),
    ]);
    this.update({ loaded: true, saved: saved ?? null, pending: pending ?? [] });
  }

  /** Downloads the ticket list for offline use, keeping this device's unsynced check-ins marked. */
  async download(): Promise<void> {
    this.update({ downloading: true });
    const outcome = await downloadTickets(this.fetchFn, this.options.eventId);
    if (outcome.kind === "done") {
      const tickets = mergeDownloaded(outcome.tickets, this.snapshot.pending, this.syncedHere);
      this.update({
        saved: { savedAt: this.now().toISOString(), tickets },
        downloading: false,
        downloadFailed: false,
        denied: false,
      });
      await this.persist();
    } else {
      this.update({
        downloading: false,
        downloadFailed: outcome.kind === "failed",
        denied: outcome.kind === "denied",
      });
    }
  }

  /** The door's answer at once, from the saved list; a new check-in is queued for the server. */
  async checkIn(ticketCode: string): Promise<CheckinAnswer> {
    const tickets = this.snapshot.saved?.tickets ?? [];
    const code = savedCode(tickets, ticketCode);
    const answer = lookUpTicket(tickets, code);
    if (answer.result !== "checked_in") return answer;
    const scannedAt = this.now().toISOString();
    const item: PendingCheckin = { id: this.newId(), ticketCode: code, scannedAt };
    this.markCheckedIn(code, scannedAt);
    this.update({ pending: [...this.snapshot.pending, item] });
    await this.persist();
    return { result: "checked_in", attendee: { name: answer.attendee?.name ?? "", checkedInAt: scannedAt } };
  }

  /**
   * Online only, for a code missing from the saved list: the server knows whether it belongs to
   * another event or was confirmed after the download. Null when the server could not answer.
   */
  async checkInOnServer(ticketCode: string): Promise<CheckinAnswer | null> {
    const item = {
      id: this.newId(),
      ticketCode: normaliseCode(ticketCode),
      scannedAt: this.now().toISOString(),
    };
    const outcome = await sendCheckin(this.fetchFn, this.options.eventId, item);
    if (outcome.kind !== "done") return null;
    const { answer } = outcome;
    if ((answer.result === "checked_in" || answer.result === "already_checked_in") && answer.attendee) {
      this.addTicket({ ticketCode: item.ticketCode, status: "confirmed", ...answer.attendee });
      // A download already on its way may predate this check-in: its merge must keep it, or the next
      // scan of the same ticket would be let in again from the saved list.
      if (answer.attendee.checkedInAt) this.syncedHere.set(item.ticketCode, answer.attendee.checkedInAt);
      await this.persist();
    }
    return answer;
  }

  search(q: string): CheckinTicket[] {
    return searchTickets(this.snapshot.saved?.tickets ?? [], q);
  }

  /** Sends the queue; a second call while one runs joins it (the keys would make repeats harmless anyway). */
  sync(): Promise<SyncSummary> {
    this.syncRun ??= this.runSync().finally(() => {
      this.syncRun = null;
    });
    return this.syncRun;
  }

  private async runSync(): Promise<SyncSummary> {
    let retrySoon = false;
    this.update({ syncing: true });
    try {
      for (const item of this.snapshot.pending) {
        const outcome = await sendCheckin(this.fetchFn, this.options.eventId, item);
        if (outcome.kind === "offline") break;
        if (outcome.kind === "blocked") {
          this.update({ blocked: true });
          break;
        }
        if (outcome.kind === "retry") {
          retrySoon ||= outcome.soon;
          continue;
        }
        await this.settle(item, outcome);
      }
    } finally {
      this.update({ syncing: false });
    }
    return { remaining: this.snapshot.pending.length, retrySoon };
  }

  /** The server has decided this check-in: it leaves the queue, and any surprise goes to the log. */
  private async settle(item: PendingCheckin, outcome: Extract<SendOutcome, { kind: "done" | "rejected" }>) {
    const local = this.snapshot.saved?.tickets.find((ticket) => ticket.ticketCode === item.ticketCode);
    const answer = outcome.kind === "done" ? outcome.answer : null;
    if (answer?.attendee?.checkedInAt) {
      this.markCheckedIn(item.ticketCode, answer.attendee.checkedInAt);
      this.syncedHere.set(item.ticketCode, answer.attendee.checkedInAt);
    }
    const result = answer ? answer.result : "rejected";
    let notes = this.snapshot.notes;
    if (result !== "checked_in") {
      const note: SyncNote = {
        id: item.id,
        ticketCode: item.ticketCode,
        name: answer?.attendee?.name ?? local?.name ?? "",
        result,
        checkedInAt: answer?.attendee?.checkedInAt ?? null,
      };
      notes = [note, ...notes].slice(0, MAX_NOTES);
    }
    this.update({
      pending: this.snapshot.pending.filter((pending) => pending.id !== item.id),
      notes,
      blocked: false,
    });
    await this.persist();
  }

  private markCheckedIn(ticketCode: string, checkedInAt: string) {
    const saved = this.snapshot.saved;
    if (!saved) return;
    const tickets = saved.tickets.map((ticket) =>
      ticket.ticketCode === ticketCode ? { ...ticket, checkedInAt } : ticket,
    );
    this.update({ saved: { ...saved, tickets } });
  }

  private addTicket(ticket: CheckinTicket) {
    const saved = this.snapshot.saved ?? { savedAt: this.now().toISOString(), tickets: [] };
    const others = saved.tickets.filter((existing) => existing.ticketCode !== ticket.ticketCode);
    this.update({ saved: { ...saved, tickets: [...others, ticket] } });
  }
}
