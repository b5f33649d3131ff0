// Offline door check-in: the saved ticket list answers at once, check-ins queue with their
// Idempotency-Key, and the sync sends each once (2xx settles it, 409 and network errors keep it).
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CheckinPage } from "../../app/components/admin-events/checkin-page";
import { clearDoorAtSignOut } from "../../app/components/admin-events/checkin-sign-out";
import { type KeyValueStore, memoryStore, pendingKey } from "../../app/components/admin-events/checkin-store";
import { readDoorUser, rememberDoorUser } from "../../app/components/admin-events/door-user";
import { OfflineDoor } from "../../app/components/admin-events/offline-door";
import { signOutClearingCaches } from "../../app/lib/sign-out";
import type { CheckinAnswer, CheckinStats, CheckinTicket } from "../../worker/contract/admin-events";
import type { ErrorBody } from "../../worker/contract/errors";
import { makeUser } from "../fixtures/user";
import { apiError, json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const EVENT = "event-1";
const TICKETS: CheckinTicket[] = [
  { ticketCode: "AAA111", name: "Sana Iqbal", status: "confirmed", checkedInAt: null },
  { ticketCode: "BBB222", name: "Bilal Khan", status: "confirmed", checkedInAt: null },
  { ticketCode: "CCC333", name: "Hira Ahmed", status: "confirmed", checkedInAt: "2026-11-21T08:00:00.000Z" },
];

type Call = { url: string; method: string; key: string | null; body: unknown };

/** A fake server: the ticket list, and a check-in answer chosen per call. */
function fakeServer(
  checkin: (call: Call) => Response | Promise<Response> = () => answer("checked_in"),
  stats: CheckinStats = { checkedIn: 1, confirmed: 3 },
) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (url: string, init?: RequestInit) => {
    const call: Call = {
      url,
      method: init?.method ?? "GET",
      key: new Headers(init?.headers).get("Idempotency-Key"),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    if (url.endsWith("/tickets")) return json<{ tickets: CheckinTicket[] }>({ tickets: TICKETS });
    if (url.endsWith("/stats")) return json<CheckinStats>(stats);
    return checkin(call);
  });
  return { calls, fetchFn, posts: () => calls.filter((call) => call.method === "POST") };
}

const answer = (result: CheckinAnswer["result"], attendee?: CheckinAnswer["attendee"]) =>
  json<CheckinAnswer>({ result, attendee });

let clock = Date.parse("2026-11-21T09:00:00.000Z");
let ids = 0;
function makeDoor(
  store: KeyValueStore,
  fetchFn: ReturnType<typeof fakeServer>["fetchFn"],
  userId = "steward-1",
) {
  return new OfflineDoor({
    store,
    userId,
    eventId: EVENT,
    fetch: fetchFn,
    now: () => {
      clock += 60_000;
      return new Date(clock);
    },
    newId: () => `key-${++ids}`,
  });
}

describe("offline door", () => {
  it("checks in from the saved list at once and queues the check-in", async () => {
    const store = memoryStore();
    const server = fakeServer();
    const door = makeDoor(store, server.fetchFn);
    await door.load();
    await door.download();
    expect(door.getSnapshot().saved?.tickets).toHaveLength(3);

    const first = await door.checkIn(" AAA111 ");
    expect(first).toMatchObject({ result: "checked_in", attendee: { name: "Sana Iqbal" } });
    expect(await door.checkIn("AAA111")).toMatchObject({ result: "already_checked_in" });
    expect(await door.checkIn("CCC333")).toMatchObject({
      result: "already_checked_in",
      attendee: { checkedInAt: "2026-11-21T08:00:00.000Z" },
    });
    expect(await door.checkIn("NOPE")).toEqual({ result: "not_found" });

    const pending = door.getSnapshot().pending;
    expect(pending).toEqual([
      { id: expect.any(String), ticketCode: "AAA111", scannedAt: first.attendee?.checkedInAt },
    ]);
    // Nothing was sent: only the ticket list was fetched.
    expect(server.posts()).toHaveLength(0);
  });

  it("keeps the list and the queue across a reload, per user", async () => {
    const store = memoryStore();
    const server = fakeServer();
    const door = makeDoor(store, server.fetchFn);
    await door.load();
    await door.download();
    await door.checkIn("AAA111");
    await door.checkIn("BBB222");

    const reloaded = makeDoor(store, server.fetchFn);
    await reloaded.load();
    expect(reloaded.getSnapshot().pending.map((item) => item.ticketCode)).toEqual(["AAA111", "BBB222"]);
    expect(await reloaded.checkIn("BBB222")).toMatchObject({ result: "already_checked_in" });

    const otherSteward = makeDoor(store, server.fetchFn, "steward-2");
    await otherSteward.load();
    expect(otherSteward.getSnapshot().pending).toEqual([]);
    expect(otherSteward.getSnapshot().saved).toBeNull();
  });

  it("a fresh download keeps this device's unsynced check-ins marked", async () => {
    const store = memoryStore();
    const door = makeDoor(store, fakeServer().fetchFn);
    await door.load();
    await door.download();
    await door.checkIn("AAA111");
    await door.download();
    expect(await door.checkIn("AAA111")).toMatchObject({ result: "already_checked_in" });
    expect(door.getSnapshot().pending).toHaveLength(1);
  });

  it("a download that predates a sync does not undo the check-in", async () => {
    let release = () => {};
    const stale = new Promise<void>((resolve) => {
      release = resolve;
    });
    let slowList = false;
    const fetchFn = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith("/tickets")) {
        if (slowList) await stale;
        return json<{ tickets: CheckinTicket[] }>({ tickets: TICKETS });
      }
      const body = JSON.parse(String(init?.body)) as { scannedAt: string };
      return answer("checked_in", { name: "Sana Iqbal", checkedInAt: body.scannedAt });
    });
    const door = makeDoor(memoryStore(), fetchFn);
    await door.load();
    await door.download();
    slowList = true;
    const download = door.download();
    await door.checkIn("AAA111");
    await door.sync();
    release();
    await download;
    expect(await door.checkIn("AAA111")).toMatchObject({ result: "already_checked_in" });
  });

  it("syncs with the Idempotency-Key and scan time, and 2xx settles it whatever the result", async () => {
    const store = memoryStore();
    const server = fakeServer((call) => {
      const body = call.body as { ticketCode: string; scannedAt: string };
      return body.ticketCode === "AAA111"
        ? answer("checked_in", { name: "Sana Iqbal", checkedInAt: body.scannedAt })
        : answer("already_checked_in", { name: "Bilal Khan", checkedInAt: "2026-11-21T08:30:00.000Z" });
    });
    const door = makeDoor(store, server.fetchFn);
    await door.load();
    await door.download();
    await door.checkIn("AAA111");
    await door.checkIn("BBB222");
    const queued = door.getSnapshot().pending;

    const summary = await door.sync();
    expect(summary).toEqual({ remaining: 0, retrySoon: false });
    expect(server.posts()).toEqual(
      queued.map((item) => ({
        url: `/api/events/checkin/${EVENT}`,
        method: "POST",
        key: item.id,
        body: { ticketCode: item.ticketCode, scannedAt: item.scannedAt },
      })),
    );
    // Another door got Bilal first: shown in the log, with the server's time kept locally.
    expect(door.getSnapshot().notes).toEqual([
      expect.objectContaining({ ticketCode: "BBB222", result: "already_checked_in", name: "Bilal Khan" }),
    ]);
    expect(door.search("bilal")[0]?.checkedInAt).toBe("2026-11-21T08:30:00.000Z");
    expect(await store.get(pendingKey("steward-1", EVENT))).toEqual([]);
  });

  it("sends each check-in once even when the sync is triggered twice", async () => {
    const server = fakeServer(async (call) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer("checked_in", { name: "x", checkedInAt: (call.body as { scannedAt: string }).scannedAt });
    });
    const door = makeDoor(memoryStore(), server.fetchFn);
    await door.load();
    await door.download();
    await door.checkIn("AAA111");
    await door.checkIn("BBB222");
    await Promise.all([door.sync(), door.sync()]);
    await door.sync();
    const keys = server.posts().map((call) => call.key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(door.getSnapshot().pending).toEqual([]);
  });

  it("keeps a check-in pending on 409, on 5xx, on 401 and on a network error", async () => {
    for (const [reply, retrySoon, blocked] of [
      [
        () =>
          json<ErrorBody>(
            { error: { code: "conflict", message: "In progress" } },
            { status: 409, headers: { "Retry-After": "1" } },
          ),
        true,
        false,
      ],
      [() => apiError(503, "internal", "Down"), false, false],
      [() => apiError(401, "unauthorized", "Not signed in"), false, true],
      [
        () => {
          throw new TypeError("Failed to fetch");
        },
        false,
        false,
      ],
    ] as const) {
      const door = makeDoor(memoryStore(), fakeServer(reply).fetchFn);
      await door.load();
      await door.download();
      await door.checkIn("AAA111");
      expect(await door.sync()).toEqual({ remaining: 1, retrySoon });
      expect(door.getSnapshot().blocked).toBe(blocked);
      expect(door.getSnapshot().pending).toHaveLength(1);
    }
  });

  it("drops a check-in the server refuses for good, with a note", async () => {
    const door = makeDoor(
      memoryStore(),
      fakeServer(() => answer("not_confirmed", { name: "Sana Iqbal", checkedInAt: null })).fetchFn,
    );
    await door.load();
    await door.download();
    await door.checkIn("AAA111");
    await door.sync();
    expect(door.getSnapshot().pending).toEqual([]);
    expect(door.getSnapshot().notes[0]).toMatchObject({ result: "not_confirmed", name: "Sana Iqbal" });
  });

  it("searches the saved list by name or ticket code", async () => {
    const door = makeDoor(memoryStore(), fakeServer().fetchFn);
    await door.load();
    await door.download();
    expect(door.search("IQBAL").map((ticket) => ticket.ticketCode)).toEqual(["AAA111"]);
    expect(door.search("bbb222").map((ticket) => ticket.name)).toEqual(["Bilal Khan"]);
    expect(door.search("")).toEqual([]);
  });

  it("reports a steward the server refuses", async () => {
    const door = makeDoor(
      memoryStore(),
      vi.fn(async () => apiError(403, "forbidden", "Not a steward for this event")),
    );
    await door.load();
    await door.download();
    expect(door.getSnapshot().denied).toBe(true);
  });
});

describe("door user", () => {
  it("is remembered for 48 hours", () => {
    rememberDoorUser("u1", 1_000);
    expect(readDoorUser(1_000 + 47 * 3_600_000)).toBe("u1");
    expect(readDoorUser(1_000 + 49 * 3_600_000)).toBeNull();
  });

  it("sign-out forgets the door user and the saved lists, never the unsynced check-ins", async () => {
    const store = memoryStore();
    const door = makeDoor(store, fakeServer().fetchFn);
    await door.load();
    await door.download();
    await door.checkIn("AAA111");
    rememberDoorUser("steward-1");
    await clearDoorAtSignOut(store);
    expect(readDoorUser()).toBeNull();
    expect(await store.keys()).toEqual([pendingKey("steward-1", EVENT)]);
    const again = makeDoor(store, fakeServer().fetchFn);
    await again.load();
    expect(again.getSnapshot().pending).toHaveLength(1);
  });
});

describe("check-in screen offline", () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("downloads the list online, then checks in and searches offline with the unsynced count", async () => {
    const user = makeUser();
    const server = fakeServer();
    // The session is the member's; everything else goes to the fake check-in server.
    stubFetch(
      ({ key, path, url, init }) =>
        key === "GET /api/auth/user" ? undefined : server.fetchFn(`${path}${url.search}`, init),
      { user },
    );
    const store = memoryStore();
    await renderWithApp(() => <CheckinPage eventId={EVENT} store={store} />);
    expect(await screen.findByText(/Tickets saved .*, 3 tickets/)).toBeVisible();
    expect(readDoorUser()).toBe(user.id);

    online = false;
    window.dispatchEvent(new Event("offline"));
    expect(await screen.findByText("Offline")).toBeVisible();

    fireEvent.change(screen.getByLabelText("Ticket code"), { target: { value: "AAA111" } });
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByText("✓ Checked in: Sana Iqbal")).toBeVisible();
    expect(screen.getByText("1 check-in not synced yet").getAttribute("role")).toBe("status");

    fireEvent.change(screen.getByLabelText("Find by name or email"), { target: { value: "bilal" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Bilal Khan")).toBeVisible();
    fireEvent.click(within(screen.getByRole("listitem")).getByRole("button", { name: "Check in" }));
    await waitFor(() => expect(screen.getByText("2 check-ins not synced yet")).toBeVisible());
    expect(server.posts()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Sync now" }).hasAttribute("disabled")).toBe(true);

    online = true;
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByText("All check-ins synced")).toBeVisible();
    expect(server.posts().map((call) => (call.body as { ticketCode: string }).ticketCode)).toEqual([
      "AAA111",
      "BBB222",
    ]);
  });

  it("opens offline from the saved list for the steward who last used it here, and for nobody else", async () => {
    const store = memoryStore();
    const door = makeDoor(store, fakeServer().fetchFn, "steward-9");
    await door.load();
    await door.download();
    await door.checkIn("AAA111");
    online = false;
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });

    const first = await renderWithApp(() => <CheckinPage eventId={EVENT} store={store} />);
    expect(
      await screen.findByText(
        "You are offline. Open this screen once while online and signed in to use it offline.",
      ),
    ).toBeVisible();
    first.unmount();

    rememberDoorUser("steward-9");
    await renderWithApp(() => <CheckinPage eventId={EVENT} store={store} />);
    expect(await screen.findByText("1 check-in not synced yet")).toBeVisible();
    expect(screen.getByText(/Tickets saved .*, 3 tickets/)).toBeVisible();
  });

  it("the shared sign-out link forgets the door user before following the link", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    rememberDoorUser("steward-3");
    signOutClearingCaches({ preventDefault: () => {} });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/logout"));
    expect(readDoorUser()).toBeNull();
  });
});
