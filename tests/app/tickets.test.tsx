import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MyTicketsPage, splitTickets } from "../../app/components/tickets/my-tickets-page";
import { TicketLinkPage } from "../../app/components/tickets/ticket-link-page";
import type { CancelResult } from "../../app/queries/rsvp";
import type { MemberRsvp } from "../../worker/contract/rsvp";
import { makeEvent, makeTicket } from "../fixtures/events";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const soon = makeEvent({
  slug: "soon",
  name: "Soon Evening",
  startsAt: "2030-03-01T15:00:00.000Z",
  endsAt: "2030-03-01T18:00:00.000Z",
});
const later = makeEvent({
  slug: "later",
  name: "Later Summit",
  startsAt: "2031-03-01T15:00:00.000Z",
  endsAt: "2031-03-01T18:00:00.000Z",
});
const old = makeEvent({
  slug: "old",
  name: "Old Gathering",
  startsAt: "2024-03-01T15:00:00.000Z",
  endsAt: "2024-03-01T18:00:00.000Z",
});
const older = makeEvent({
  slug: "older",
  name: "Older Gathering",
  startsAt: "2023-03-01T15:00:00.000Z",
  endsAt: "2023-03-01T18:00:00.000Z",
});

const mine = (rsvps: MemberRsvp[]) => () => json<{ rsvps: MemberRsvp[] }>({ rsvps });
const member = { user: makeUser({ id: "u-1" }) };

describe("/tickets (My tickets)", () => {
  it("says there are none yet, with a way to the events", async () => {
    stubFetch({ "GET /api/events/rsvps/mine": mine([]) }, member);
    await renderWithApp(() => <MyTicketsPage />);
    expect(await screen.findByText(/You have no tickets yet/)).toBeVisible();
    expect(screen.getByRole("link", { name: "See upcoming events" }).getAttribute("href")).toBe("/events");
  });

  it("lists upcoming tickets first with their QR, past ones apart", async () => {
    const tickets = [
      makeTicket(old),
      makeTicket(later, { status: "waitlisted", waitlistPosition: 2 }),
      makeTicket(soon, { ticketCode: "K7MP2QXA" }),
      makeTicket(older, { checkedInAt: "2023-03-01T15:10:00.000Z" }),
    ];
    stubFetch({ "GET /api/events/rsvps/mine": mine(tickets) }, member);
    await renderWithApp(() => <MyTicketsPage />);
    const upcoming = await screen.findByRole("region", { name: "Upcoming" });
    const names = (region: HTMLElement) =>
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent);
    expect(names(upcoming)).toEqual(["Soon Evening", "Later Summit"]);
    expect(await within(upcoming).findByRole("img", { name: "Ticket QR code" })).toBeVisible();
    expect(within(upcoming).getByTestId("ticket-code").textContent).toBe("K7MP2QXA");
    expect(within(upcoming).getByTestId("waitlist-position").textContent).toBe("Number 2 on the waitlist");
    expect(within(upcoming).getByRole("link", { name: "Soon Evening" }).getAttribute("href")).toBe(
      "/events/soon",
    );
    const past = screen.getByRole("region", { name: "Past events" });
    expect(names(past)).toEqual(["Old Gathering", "Older Gathering"]);
    expect(within(past).getByText("Checked in")).toBeVisible();
    expect(within(past).queryByRole("button", { name: "Cancel my registration" })).toBeNull();
  });

  it("splits by the event's end, soonest upcoming and latest past first", () => {
    const a = makeTicket(soon);
    const b = makeTicket(old);
    const c = makeTicket(later);
    const d = makeTicket(older);
    const { upcoming, past } = splitTickets([c, d, a, b], new Date("2026-01-01T00:00:00Z"));
    expect(upcoming).toEqual([a, c]);
    expect(past).toEqual([b, d]);
  });
});

describe("/tickets/{token}", () => {
  it("says an unknown link is not valid", async () => {
    stubFetch({}, { user: null });
    await renderWithApp(() => <TicketLinkPage token="unknown-token-0123456789" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This ticket link is not valid" }),
    ).toBeVisible();
  });

  it("shows the ticket to a visitor and cancels it after confirming", async () => {
    const ticket = makeTicket(soon, { ticketCode: "K7MP2QXA", cancelToken: "secret-token-0123456789" });
    let current = ticket;
    const fetchMock = stubFetch(
      {
        "GET /api/events/tickets/secret-token-0123456789": () =>
          json<{ ticket: MemberRsvp }>({ ticket: current }),
        "POST /api/events/rsvp/cancel": () => {
          current = { ...ticket, status: "cancelled", ticketCode: null };
          return json<CancelResult>({ status: "cancelled", event: soon, promotedSomeone: true });
        },
      },
      { user: null },
    );
    await renderWithApp(() => <TicketLinkPage token="secret-token-0123456789" />);
    const card = await screen.findByTestId("ticket");
    expect(within(card).getByText("Ayesha Khan")).toBeVisible();
    expect(within(card).getByTestId("ticket-code").textContent).toBe("K7MP2QXA");
    fireEvent.click(within(card).getByRole("button", { name: "Cancel my registration" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    await waitFor(() =>
      expect(within(screen.getByTestId("ticket")).getByTestId("ticket-status").textContent).toBe("Cancelled"),
    );
    expect(requestsOf(fetchMock, "POST")[0]?.body).toEqual({ token: "secret-token-0123456789" });
    expect(screen.queryByTestId("ticket-code")).toBeNull();
  });
});
