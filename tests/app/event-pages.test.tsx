import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { EventCityPage } from "../../app/components/events/event-city-page";
import { EventPage } from "../../app/components/events/event-page";
import { EventsPage } from "../../app/components/events-page/events-page";
import type { EventsSearch } from "../../app/components/events-page/events-search";
import { parseEventsSearch } from "../../app/components/events-page/events-search";
import { Toaster } from "../../app/components/ui/toaster";
import type { CancelResult } from "../../app/queries/rsvp";
import type { EventSummary } from "../../worker/contract/events";
import type { EventPhoto } from "../../worker/contract/photos";
import type { MemberRsvp, RsvpResult } from "../../worker/contract/rsvp";
import { makeEvent, makeRsvpResult, makeTicket } from "../fixtures/events";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch, urlsOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const summit = makeEvent({
  slug: "riyadh-summit",
  name: "Riyadh Summit",
  city: "riyadh",
  type: "Professional",
  capacity: 1200,
  spotsLeft: 1200,
  whatsappGroupUrl: "https://chat.whatsapp.com/summit",
});
const highTea = makeEvent({ slug: "riyadh-high-tea", name: "Riyadh High Tea", city: "riyadh" });
const khobar = makeEvent({ slug: "khobar-chai", name: "Khobar Chai", city: "khobar", type: "Cultural" });
const closed = makeEvent({
  slug: "dammam-closed",
  name: "Dammam Closed",
  city: "dammam",
  isRegistrationOpen: false,
});
const called = makeEvent({
  slug: "dammam-called-off",
  name: "Dammam Called Off",
  city: "dammam",
  isRegistrationOpen: false,
  cancelledAt: "2030-01-01T00:00:00.000Z",
});
const upcoming = [summit, highTea, khobar, closed, called];
const ended = makeEvent({
  slug: "eid-2024",
  name: "Eid Gathering 2024",
  startsAt: "2024-04-12T15:00:00.000Z",
  endsAt: "2024-04-12T18:00:00.000Z",
  isRegistrationOpen: false,
});

const events = (list: EventSummary[]) => () => json<{ events: EventSummary[] }>({ events: list });
const one = (event: EventSummary) => () => json<{ event: EventSummary }>({ event });
const mine = (rsvps: MemberRsvp[]) => () => json<{ rsvps: MemberRsvp[] }>({ rsvps });
const photos = () => json<{ photos: EventPhoto[] }>({ photos: [] });

function EventsWithSearch({ initial }: { initial: EventsSearch }) {
  const [search, setSearch] = useState(initial);
  return <EventsPage search={search} onSearchChange={setSearch} />;
}

const cardNames = () =>
  screen.getAllByTestId("event-card").map((card) => within(card).getByRole("heading").textContent);

describe("/events", () => {
  it("lists every upcoming event with a link to its page; Register only while open, cancelled marked", async () => {
    stubFetch({ "GET /api/events": events(upcoming), "GET /api/events/photos": photos }, { user: null });
    await renderWithApp(() => <EventsWithSearch initial={{}} />);
    await screen.findByText("Riyadh Summit");
    expect(cardNames()).toEqual(upcoming.map((event) => event.name));
    expect(screen.getByRole("link", { name: "Riyadh Summit" }).getAttribute("href")).toBe(
      "/events/riyadh-summit",
    );
    expect(screen.getByRole("link", { name: /Register now – Riyadh High Tea/ }).getAttribute("href")).toBe(
      "/events/riyadh-high-tea",
    );
    const closedCard = screen.getAllByTestId("event-card")[3] as HTMLElement;
    expect(
      (within(closedCard).getByRole("button", { name: "Registration Closed" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const cancelledCard = screen.getAllByTestId("event-card")[4] as HTMLElement;
    expect(within(cancelledCard).getByText("Cancelled")).toBeVisible();
    expect(within(cancelledCard).queryByRole("link", { name: /Register now/ })).toBeNull();
  });

  it("filters by city and type, with an empty state that clears the filters", async () => {
    stubFetch({ "GET /api/events": events(upcoming), "GET /api/events/photos": photos }, { user: null });
    await renderWithApp(() => <EventsWithSearch initial={{ city: "riyadh" }} />);
    await screen.findByText("Riyadh Summit");
    expect(cardNames()).toEqual(["Riyadh Summit", "Riyadh High Tea"]);
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "Professional" } });
    expect(cardNames()).toEqual(["Riyadh Summit"]);
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "khobar" } });
    expect(screen.getByText(/No events match these filters/)).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Show all events" }));
    expect(cardNames()).toHaveLength(upcoming.length);
  });

  it("reads the filters from the URL, ignoring unknown values", () => {
    expect(parseEventsSearch({ tab: "past", city: "Riyadh", type: "networking" })).toEqual({
      tab: "past",
      city: "riyadh",
      type: "Networking",
    });
    expect(parseEventsSearch({ tab: "later", city: "atlantis", type: 3 })).toEqual({});
  });

  it("shows past events on their own tab, from ?when=past", async () => {
    const fetchMock = stubFetch(
      (request) =>
        request.key === "GET /api/events"
          ? json<{ events: EventSummary[] }>({
              events: request.url.searchParams.get("when") === "past" ? [ended] : upcoming,
            })
          : request.key === "GET /api/events/photos"
            ? photos()
            : undefined,
      { user: null },
    );
    await renderWithApp(() => <EventsWithSearch initial={{}} />);
    await screen.findByText("Riyadh Summit");
    const pastTab = screen.getByRole("tab", { name: "Past events" });
    expect(pastTab.getAttribute("aria-selected")).toBe("false");
    fireEvent.click(pastTab);
    expect(await screen.findByText("Eid Gathering 2024")).toBeVisible();
    expect(screen.getByRole("tab", { name: "Past events" }).getAttribute("aria-selected")).toBe("true");
    expect(urlsOf(fetchMock)).toContain("/api/events?when=past");
    expect(screen.queryByText("Riyadh Summit")).toBeNull();
    expect(screen.queryByRole("link", { name: /Register now/ })).toBeNull();
  });

  it("says so when there are no past events", async () => {
    stubFetch(
      (request) =>
        request.key === "GET /api/events"
          ? json<{ events: EventSummary[] }>({ events: [] })
          : request.key === "GET /api/events/photos"
            ? photos()
            : undefined,
      { user: null },
    );
    await renderWithApp(() => <EventsWithSearch initial={{ tab: "past" }} />);
    expect(await screen.findByText("No past events yet.")).toBeVisible();
  });
});

const renderEvent = (slug: string) =>
  renderWithApp(() => (
    <>
      <EventPage slug={slug} />
      <Toaster />
    </>
  ));

function fillRequired() {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/Full Name/, "Ayesha Khan");
  type(/^Email/, "ayesha@example.com");
  type(/^Phone/, "+966 50 000 0000");
  type(/^Profession/, "Engineer");
  type(/^Company/, "Aramco");
}

describe("/events/{slug}", () => {
  it("names the city and the event type in the reader's language (Urdu)", async () => {
    stubFetch({ "GET /api/events/khobar-chai": one(khobar) }, { user: null });
    await renderWithApp(() => <EventPage slug="khobar-chai" />, { language: "ur" });
    const lead = await screen.findByText(/ثقافتی/);
    expect(lead.textContent).not.toContain("Cultural");
    expect(lead.textContent).not.toContain("Khobar");
  });

  it("marks a cancelled event cancelled instead of offering its seats, in the reader's language", async () => {
    stubFetch({ "GET /api/events/dammam-called-off": one({ ...called, spotsLeft: 3 }) }, { user: null });
    await renderEvent("dammam-called-off");
    expect(await screen.findByRole("heading", { level: 1, name: "Dammam Called Off" })).toBeVisible();
    expect(screen.getByTestId("spots-badge").textContent).toBe("Cancelled");
    expect(screen.getByText("This event was cancelled")).toBeVisible();
    expect(screen.queryByText(/spots? left/)).toBeNull();
    cleanup();
    await renderWithApp(() => <EventPage slug="dammam-called-off" />, { language: "ar" });
    expect((await screen.findByTestId("spots-badge")).textContent).toBe("ملغى");
    expect(screen.queryByText(/تبقّى/)).toBeNull();
  });

  it("shows Event Not Found for an unknown slug", async () => {
    stubFetch({}, { user: null });
    await renderEvent("no-such-event");
    expect(await screen.findByRole("heading", { level: 1, name: "Event Not Found" })).toBeVisible();
  });

  it("shows the event, the .ics link and its own form, which posts the event's slug", async () => {
    const fetchMock = stubFetch(
      {
        "GET /api/events/riyadh-summit": one(summit),
        "POST /api/events/rsvp": () =>
          json<RsvpResult>(makeRsvpResult(summit, { status: "confirmed", ticketCode: "K7MP2QXA" }), 201),
      },
      { user: null },
    );
    await renderEvent("riyadh-summit");
    expect(await screen.findByRole("heading", { level: 1, name: "Riyadh Summit" })).toBeVisible();
    expect(screen.getByTestId("spots-badge").textContent).toBe("1200 spots left");
    expect(screen.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href")).toBe(
      "/api/events/riyadh-summit/calendar.ics",
    );
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
      "Riyadh Summit",
    );
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("heading", { name: "Your seat is reserved" })).toBe(
      document.activeElement,
    );
    expect(requestsOf(fetchMock, "POST")[0]?.body).toMatchObject({ event: "riyadh-summit" });
    expect(requestsOf(fetchMock, "POST")[0]?.body).not.toHaveProperty("city");
    expect(await screen.findByRole("img", { name: "Ticket QR code" })).toBeVisible();
    expect(screen.getByTestId("ticket-code").textContent).toBe("K7MP2QXA");
  });

  it("answers an already registered email without the ticket", async () => {
    stubFetch(
      {
        "GET /api/events/riyadh-summit": one(summit),
        "POST /api/events/rsvp": () =>
          json<RsvpResult>({ created: false, alreadyRegistered: true, rsvp: null, event: summit }),
      },
      { user: null },
    );
    await renderEvent("riyadh-summit");
    await screen.findByRole("button", { name: "Register" });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(
      await screen.findByText("You are already registered. We have emailed your ticket again."),
    ).toBeVisible();
    // Focus moves to the answer's heading in an effect after it renders (under load, a moment later).
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Already registered" })).toBe(document.activeElement),
    );
    expect(screen.queryByTestId("ticket")).toBeNull();
    expect(screen.queryByTestId("ticket-code")).toBeNull();
    expect(screen.queryByText("RSVP Confirmed!")).toBeNull();
  });

  it("shows a signed-in member their ticket instead of the form, and cancels after confirming", async () => {
    const ticket = makeTicket(summit, { ticketCode: "K7MP2QXA" });
    let rsvps = [ticket];
    const fetchMock = stubFetch(
      {
        "GET /api/events/riyadh-summit": one(summit),
        "GET /api/events/rsvps/mine": () => mine(rsvps)(),
        "POST /api/events/rsvp/cancel": () => {
          rsvps = [{ ...ticket, status: "cancelled", ticketCode: null }];
          return json<CancelResult>({ status: "cancelled", event: summit, promotedSomeone: false });
        },
      },
      { user: makeUser({ id: "u-1", email: "ayesha@example.com" }) },
    );
    await renderEvent("riyadh-summit");
    const card = await screen.findByTestId("ticket");
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
    expect(within(card).getByTestId("ticket-status").textContent).toBe("Confirmed");
    expect(await within(card).findByRole("img", { name: "Ticket QR code" })).toBeVisible();
    expect(within(card).getByTestId("ticket-code").textContent).toBe("K7MP2QXA");
    // The page offers the group once, next to the details (not again inside the ticket).
    expect(
      screen.getAllByRole("link", { name: /WhatsApp group/ }).map((link) => link.getAttribute("href")),
    ).toEqual(["https://chat.whatsapp.com/summit"]);

    fireEvent.click(within(card).getByRole("button", { name: "Cancel my registration" }));
    // The question comes first, focused on the safe answer; Escape closes it.
    const keep = screen.getByRole("button", { name: "Keep my registration" });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(keep, { key: "Escape" });
    expect(screen.queryByRole("button", { name: "Keep my registration" })).toBeNull();
    expect(requestsOf(fetchMock, "POST")).toEqual([]);

    fireEvent.click(within(card).getByRole("button", { name: "Cancel my registration" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    await waitFor(() =>
      expect(requestsOf(fetchMock, "POST")[0]?.body).toEqual({ token: ticket.cancelToken }),
    );
    // Cancelled: the form is back.
    expect(await screen.findByRole("button", { name: "Register" })).toBeVisible();
  });

  it("shows a waitlisted member their place instead of the form", async () => {
    stubFetch(
      {
        "GET /api/events/riyadh-summit": one(summit),
        "GET /api/events/rsvps/mine": mine([
          makeTicket(summit, { status: "waitlisted", waitlistPosition: 4 }),
        ]),
      },
      { user: makeUser({ id: "u-1" }) },
    );
    await renderEvent("riyadh-summit");
    expect((await screen.findByTestId("waitlist-position")).textContent).toBe("Number 4 on the waitlist");
    expect(screen.queryByTestId("ticket-code")).toBeNull();
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
  });
});

describe("/event/{city}", () => {
  it("links to the city's other upcoming events", async () => {
    stubFetch(
      { "GET /api/events/city/riyadh": one(highTea), "GET /api/events": events(upcoming) },
      { user: null },
    );
    await renderWithApp(() => <EventCityPage city="riyadh" />);
    const others = await screen.findByRole("region", { name: "More events in Riyadh" });
    expect(within(others).getByRole("link", { name: "Riyadh Summit" }).getAttribute("href")).toBe(
      "/events/riyadh-summit",
    );
    expect(within(others).queryByText("Riyadh High Tea")).toBeNull();
    expect(within(others).queryByText("Khobar Chai")).toBeNull();
  });
});
