// The door's counter ("Checked in X of Y": the server's online, the saved list's offline), codes typed
// in any case, and waitlisted or cancelled codes answered "no seat" offline as online.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CheckinPage } from "../../app/components/admin-events/checkin-page";
import { CheckinResult } from "../../app/components/admin-events/checkin-result";
import { memoryStore } from "../../app/components/admin-events/checkin-store";
import { OfflineDoor } from "../../app/components/admin-events/offline-door";
import { localStats } from "../../app/components/admin-events/offline-tickets";
import { normaliseCode } from "../../app/components/admin-events/ticket-code";
import type {
  CheckinAnswer,
  CheckinMatch,
  CheckinStats,
  CheckinTicket,
} from "../../worker/contract/admin-events";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const EVENT = "event-door";
const TICKETS: CheckinTicket[] = [
  { ticketCode: "K7QX2M9P", name: "Sana Iqbal", status: "confirmed", checkedInAt: null },
  {
    ticketCode: "B4TN8WRZ",
    name: "Bilal Khan",
    status: "confirmed",
    checkedInAt: "2026-11-21T08:00:00.000Z",
  },
  { ticketCode: "H3VD6CJE", name: "Hira Ahmed", status: "confirmed", checkedInAt: null },
  { ticketCode: "W5YF7GKA", name: "Waqar Younis", status: "waitlisted", checkedInAt: null },
  { ticketCode: "C9RM3PXS", name: "Cyra Malik", status: "cancelled", checkedInAt: null },
];

function door(fetchFn: (url: string) => Promise<Response>) {
  return new OfflineDoor({ store: memoryStore(), userId: "steward-1", eventId: EVENT, fetch: fetchFn });
}
const listOnly = async (url: string) =>
  url.endsWith("/tickets") ? json<{ tickets: CheckinTicket[] }>({ tickets: TICKETS }) : Response.error();

describe("door codes and seats, offline", () => {
  it("normalises a code the way the server does", () => {
    expect(normaliseCode(" k7qx-2m9p ")).toBe("K7QX2M9P");
    expect(normaliseCode("k7 qx 2m 9p")).toBe("K7QX2M9P");
  });

  it("checks in a code typed in lower case with dashes, and queues the stored code", async () => {
    const offline = door(listOnly);
    await offline.load();
    await offline.download();
    expect(await offline.checkIn("k7qx-2m9p")).toMatchObject({
      result: "checked_in",
      attendee: { name: "Sana Iqbal" },
    });
    expect(offline.getSnapshot().pending.map((item) => item.ticketCode)).toEqual(["K7QX2M9P"]);
    expect(await offline.checkIn("K7QX 2M9P")).toMatchObject({ result: "already_checked_in" });
    expect(offline.search("h3vd-6cje").map((ticket) => ticket.name)).toEqual(["Hira Ahmed"]);
  });

  it("keeps a check-in the server answered while an older list was downloading", async () => {
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => {
      releaseList = resolve;
    });
    const checkedInAt = "2026-11-27T08:00:00.000Z";
    const offline = door(async (url) => {
      if (url.endsWith("/tickets")) {
        await listHeld; // read before the check-in below, delivered after it
        return json<{ tickets: CheckinTicket[] }>({ tickets: TICKETS });
      }
      return json<CheckinAnswer>({ result: "checked_in", attendee: { name: "Sana Iqbal", checkedInAt } });
    });
    await offline.load();
    const download = offline.download();
    expect(await offline.checkInOnServer("K7QX2M9P")).toMatchObject({ result: "checked_in" });
    releaseList();
    await download;
    expect(await offline.checkIn("K7QX2M9P")).toMatchObject({
      result: "already_checked_in",
      attendee: { checkedInAt },
    });
  });

  it("answers a waitlisted or cancelled code 'not confirmed' with the reason, and queues nothing", async () => {
    const offline = door(listOnly);
    await offline.load();
    await offline.download();
    expect(await offline.checkIn("w5yf7gka")).toEqual({
      result: "not_confirmed",
      status: "waitlisted",
      attendee: { name: "Waqar Younis", checkedInAt: null },
    });
    expect(await offline.checkIn("C9RM3PXS")).toMatchObject({ result: "not_confirmed", status: "cancelled" });
    expect(offline.getSnapshot().pending).toEqual([]);
  });

  it("counts confirmed tickets only, this device's check-ins included", async () => {
    expect(localStats(TICKETS)).toEqual({ checkedIn: 1, confirmed: 3 });
    // A list saved before statuses were kept: every ticket in it was confirmed.
    const old = TICKETS.slice(0, 3).map(({ status: _status, ...ticket }) => ticket) as CheckinTicket[];
    expect(localStats(old)).toEqual({ checkedIn: 1, confirmed: 3 });
  });
});

describe("no seat, in words", () => {
  const show = (answer: CheckinAnswer) => renderWithApp(() => <CheckinResult answer={answer} />);

  it("says why the server refused: on the waitlist, or cancelled", async () => {
    await show({
      result: "not_confirmed",
      status: "waitlisted",
      attendee: { name: "Waqar", checkedInAt: null },
    });
    expect(await screen.findByText("✕ No seat: on the waitlist")).toBeVisible();
    expect(screen.getByText("Waqar")).toBeVisible();
  });

  it("in Arabic too", async () => {
    await renderWithApp(() => <CheckinResult answer={{ result: "not_confirmed", status: "cancelled" }} />, {
      language: "ar",
    });
    expect(await screen.findByText("✕ لا مقعد: التسجيل ملغى")).toBeVisible();
  });
});

describe("the steward's counter", () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("shows the server's count online, refreshed after a check-in, and the saved list's offline", async () => {
    let stats: CheckinStats = { checkedIn: 4, confirmed: 10 };
    const fetchMock = stubFetch(
      ({ key, path, body }) => {
        if (path.endsWith("/tickets")) return json<{ tickets: CheckinTicket[] }>({ tickets: TICKETS });
        if (path.endsWith("/stats")) return json<CheckinStats>(stats);
        if (key === `POST /api/events/checkin/${EVENT}`) {
          stats = { checkedIn: 5, confirmed: 10 };
          const { scannedAt } = body as { scannedAt: string };
          return json<CheckinAnswer>({
            result: "checked_in",
            attendee: { name: "Sana Iqbal", checkedInAt: scannedAt },
          });
        }
        return undefined;
      },
      { user: makeUser() },
    );
    await renderWithApp(() => <CheckinPage eventId={EVENT} store={memoryStore()} />);

    const counter = await screen.findByText("Checked in 4 of 10");
    expect(counter.closest("[aria-live]")?.getAttribute("aria-live")).toBe("polite");

    fireEvent.change(screen.getByLabelText("Ticket code"), { target: { value: "k7qx-2m9p" } });
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByText("✓ Checked in: Sana Iqbal")).toBeVisible();
    expect(await screen.findByText("Checked in 5 of 10")).toBeVisible();
    const posted = requestsOf(fetchMock, "POST").map((request) => request.body);
    expect(posted).toEqual([{ ticketCode: "K7QX2M9P", scannedAt: expect.any(String) }]);

    // Offline: the saved list (Bilal before, Sana here) counts, 2 of its 3 confirmed tickets.
    online = false;
    window.dispatchEvent(new Event("offline"));
    expect(await screen.findByText("Checked in 2 of 3")).toBeVisible();
    expect(screen.getByText("Counted from the tickets saved on this device.")).toBeVisible();

    fireEvent.change(screen.getByLabelText("Ticket code"), { target: { value: "h3vd6cje" } });
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByText("Checked in 3 of 3")).toBeVisible();

    fireEvent.change(screen.getByLabelText("Ticket code"), { target: { value: "w5yf-7gka" } });
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByText("✕ No seat: on the waitlist")).toBeVisible();
    fireEvent.change(screen.getByLabelText("Ticket code"), { target: { value: "c9rm3pxs" } });
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByText("✕ No seat: registration cancelled")).toBeVisible();
    await waitFor(() => expect(screen.getByText("1 check-in not synced yet")).toBeVisible());
  });

  it("finds a guest online by the email typed and shows their name and ticket code, never an email", async () => {
    const match: CheckinMatch = TICKETS[0] ?? {
      ticketCode: "",
      name: "",
      status: "confirmed",
      checkedInAt: null,
    };
    const fetchMock = stubFetch(
      ({ path }) => {
        if (path.endsWith("/tickets")) return json<{ tickets: CheckinTicket[] }>({ tickets: TICKETS });
        if (path.endsWith("/stats")) return json<CheckinStats>({ checkedIn: 0, confirmed: 3 });
        if (path.endsWith("/search")) return json<{ matches: CheckinMatch[] }>({ matches: [match] });
        return undefined;
      },
      { user: makeUser() },
    );
    await renderWithApp(() => <CheckinPage eventId={EVENT} store={memoryStore()} />);

    fireEvent.change(await screen.findByLabelText("Find by name or email"), {
      target: { value: "sana@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const list = (await screen.findByText("Sana Iqbal")).closest("li");
    expect(list?.textContent).toContain("K7QX2M9P");
    expect(list?.textContent).not.toContain("@");
    const searched = requestsOf(fetchMock, "GET").find((request) => request.path.endsWith("/search"));
    expect(searched?.url.searchParams.get("q")).toBe("sana@example.com");
  });
});
