import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventCityPage } from "../../app/components/events/event-city-page";
import { eventJsonLd } from "../../app/components/events/event-schema";
import { RsvpCancelPage } from "../../app/components/events/rsvp-cancel-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { CancelResult } from "../../app/queries/rsvp";
import type { EventSummary } from "../../worker/contract/events";
import type { RsvpResult } from "../../worker/contract/rsvp";
import type { CurrentUser } from "../../worker/contract/user";
import { makeEvent, makeRsvpResult } from "../fixtures/events";
import { makeUser } from "../fixtures/user";
import { apiError, type FetchStub, json, type Routes, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const event = (overrides: Partial<EventSummary> = {}) =>
  makeEvent({
    id: "event-1",
    slug: "riyadh-high-tea",
    name: "Riyadh High Tea",
    city: "riyadh",
    type: "Networking",
    description: "An evening of networking.",
    highlights: ["Traditional high tea"],
    venue: "Grand Hall",
    address: "King Fahd Road, Riyadh",
    startsAt: "2030-08-22T15:00:00.000Z",
    endsAt: "2030-08-22T18:00:00.000Z",
    capacity: 200,
    spotsLeft: 113,
    confirmedCount: 87,
    isRegistrationOpen: true,
    whatsappGroupUrl: "https://chat.whatsapp.com/sppc-riyadh",
    ...overrides,
  });

const cityEvent = (answer: EventSummary) => () => json<{ event: EventSummary }>({ event: answer });

const confirmed = (answer: EventSummary) =>
  json<RsvpResult>(
    makeRsvpResult(
      { ...answer, spotsLeft: answer.spotsLeft - 1 },
      { id: "r-1", status: "confirmed", ticketCode: "TICKET-123456" },
    ),
    201,
  );

/** Answers "METHOD /path" from the table, a visitor by default; anything else is a 404 so a stray call shows up. */
const stubApi = (routes: Routes, user: CurrentUser | null = null) => stubFetch(routes, { user });
const posted = (fetchMock: FetchStub, key: string) =>
  requestsOf(fetchMock).filter((call) => call.key === key);

function renderCity(city = "riyadh") {
  return renderWithApp(() => (
    <>
      <EventCityPage city={city} />
      <Toaster />
    </>
  ));
}

function fillRequired() {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/Full Name/, "Ayesha Khan");
  type(/^Email/, "ayesha@example.com");
  type(/^Phone/, "+966 50 000 0000");
  type(/^Profession/, "Engineer");
  type(/^Company/, "Aramco");
}

describe("/event/{city}", () => {
  it("shows Event Not Found with a way home for an unknown city", async () => {
    stubApi({});
    await renderCity("atlantis");
    expect(await screen.findByRole("heading", { level: 1, name: "Event Not Found" })).toBeVisible();
    expect(screen.getByText("The event you're looking for doesn't exist.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
  });

  it("shows the details, Riyadh time, the spots badge and JSON-LD", async () => {
    stubApi({ "GET /api/events/city/riyadh": cityEvent(event()) });
    await renderCity("Riyadh");
    expect(await screen.findByRole("heading", { level: 1, name: "Riyadh High Tea" })).toBeVisible();
    expect(screen.getByTestId("spots-badge").textContent).toBe("113 spots left");
    expect(screen.getByText(/6:00/)).toBeVisible(); // 15:00 UTC is 6 PM in Riyadh
    expect(screen.getByText("Grand Hall")).toBeVisible();
    expect(screen.getByText("Traditional high tea")).toBeVisible();
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "");
    expect(ld).toMatchObject({
      "@type": "Event",
      startDate: "2030-08-22T18:00:00+03:00",
      endDate: "2030-08-22T21:00:00+03:00",
      location: { "@type": "Place", name: "Grand Hall", address: { "@type": "PostalAddress" } },
      organizer: { name: "SPPC" },
    });
    expect(ld.offers).toBeUndefined();
  });

  it("says the event is full when no spots are left", async () => {
    stubApi({
      "GET /api/events/city/riyadh": cityEvent(event({ spotsLeft: 0 })),
    });
    await renderCity();
    expect((await screen.findByTestId("spots-badge")).textContent).toBe("Event Full: join the waitlist");
    expect(screen.getByRole("button", { name: "Register" })).toBeVisible();
  });

  it("shows Registration Closed instead of the form when registration is closed", async () => {
    stubApi({
      "GET /api/events/city/khobar": cityEvent(event({ city: "khobar", isRegistrationOpen: false })),
    });
    await renderCity("khobar");
    expect(await screen.findByRole("heading", { name: "Registration Closed" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
  });

  it("shows the required messages and focuses the first invalid field", async () => {
    const fetchMock = stubApi({ "GET /api/events/city/riyadh": cityEvent(event()) });
    await renderCity();
    fireEvent.click(await screen.findByRole("button", { name: "Register" }));
    // The check loads on the form's first touch or send (rsvp-form.tsx), then answers.
    await screen.findByText("Full name is required");
    for (const message of [
      "Full name is required",
      "Valid email is required",
      "Phone number is required",
      "Profession is required",
      "Company is required",
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    const name = screen.getByLabelText(/Full Name/);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("autocomplete")).toBe("name");
    expect(screen.getByLabelText(/LinkedIn/).getAttribute("aria-invalid")).toBeNull();
    expect(posted(fetchMock, "POST /api/events/rsvp")).toEqual([]);
  });

  it("registers: Registering... while pending, then the ticket QR and WhatsApp link", async () => {
    const highTea = event();
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      "GET /api/events/city/riyadh": cityEvent(highTea),
      "POST /api/events/rsvp": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderCity();
    await screen.findByRole("button", { name: "Register" });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    const pending = await screen.findByRole("button", { name: "Registering..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    // The event itself (its slug), not the city: a city may hold several events.
    expect(posted(fetchMock, "POST /api/events/rsvp")[0]?.body).toMatchObject({
      name: "Ayesha Khan",
      email: "ayesha@example.com",
      event: "riyadh-high-tea",
    });

    answer(confirmed(highTea));
    expect(await screen.findByText("RSVP Confirmed!")).toBeVisible();
    expect(screen.getByText("We've sent you a confirmation email with event details.")).toBeVisible();
    expect(await screen.findByRole("img", { name: "Ticket QR code" })).toBeVisible();
    expect(screen.getByTestId("ticket-code").textContent).toBe("TICKET-123456");
    expect(screen.getByTestId("spots-badge").textContent).toBe("112 spots left");
    const whatsapp = screen.getByRole("link", { name: /Join the Riyadh WhatsApp group/ });
    expect(whatsapp.getAttribute("href")).toBe("https://chat.whatsapp.com/sppc-riyadh");
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    expect(whatsapp.getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
  });

  it("shows the waitlist position for a waitlisted RSVP", async () => {
    const full = event({ spotsLeft: 0 });
    stubApi({
      "GET /api/events/city/riyadh": cityEvent(full),
      "POST /api/events/rsvp": () =>
        json<RsvpResult>(
          makeRsvpResult(full, { id: "r-2", status: "waitlisted", waitlistPosition: 3, ticketCode: null }),
          201,
        ),
    });
    await renderCity();
    await screen.findByRole("button", { name: "Register" });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect((await screen.findByTestId("waitlist-position")).textContent).toBe("Number 3 on the waitlist");
    expect(screen.queryByRole("img", { name: "Ticket QR code" })).toBeNull();
  });

  it("past the visitor-mail limit says to wait a little (429)", async () => {
    stubApi({
      "GET /api/events/city/riyadh": cityEvent(event()),
      "POST /api/events/rsvp": () => apiError(429, "rate_limited"),
    });
    await renderCity();
    await screen.findByRole("button", { name: "Register" });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(
      await screen.findByText(
        "We have sent several emails to this address in the last hour. Please wait a little and try again.",
      ),
    ).toBeVisible();
  });

  it("on failure shows the destructive toast and keeps the typed values", async () => {
    stubApi({
      "GET /api/events/city/riyadh": cityEvent(event()),
      "POST /api/events/rsvp": () => apiError(500, "internal", "boom"),
    });
    await renderCity();
    await screen.findByRole("button", { name: "Register" });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Registration Failed")).toBeVisible();
    expect(screen.getByText("Please try again or contact support if the issue persists.")).toBeVisible();
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Ayesha Khan");
    expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe("Aramco");
    expect(screen.getByRole("button", { name: "Register" })).toBeVisible();
  });

  it("fills in what the signed-in member's profile knows, still editable", async () => {
    const fetchMock = stubApi(
      {
        "GET /api/events/city/riyadh": cityEvent(event()),
        "POST /api/events/rsvp": () => confirmed(event()),
      },
      makeUser({
        id: "u-1",
        firstName: "Ali",
        lastName: "Raza",
        email: "ali@example.com",
        phoneNumber: "+966501234567",
        title: "Civil Engineer",
        company: "Saudi Aramco",
      }),
    );
    await renderCity();
    const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
    await waitFor(() => expect(value(/Full Name/)).toBe("Ali Raza"));
    expect(value(/^Email/)).toBe("ali@example.com");
    expect(value(/^Phone/)).toBe("+966501234567");
    expect(value(/^Profession/)).toBe("Civil Engineer");
    expect(value(/^Company/)).toBe("Saudi Aramco");
    fireEvent.change(screen.getByLabelText(/^Company/), { target: { value: "NEOM" } });
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() =>
      expect(posted(fetchMock, "POST /api/events/rsvp")[0]?.body).toMatchObject({
        phone: "+966501234567",
        profession: "Civil Engineer",
        company: "NEOM",
      }),
    );
  });

  it.each([
    ["en", "Enter a valid phone number, for example +966 50 123 4567 or +92 300 1234567"],
    ["ar", "أدخل رقم هاتف صحيحًا"],
    ["ur", "درست فون نمبر درج کریں"],
  ] as const)("refuses a phone like '12' with a clear message (%s)", async (language, message) => {
    const fetchMock = stubApi({ "GET /api/events/city/riyadh": cityEvent(event()) });
    await renderWithApp(() => <EventCityPage city="riyadh" />, { language });
    await waitFor(() => expect(document.querySelector('input[name="phone"]')).not.toBeNull());
    const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    const filled = { name: "Ayesha Khan", email: "ayesha@example.com", phone: "12", profession: "Engineer" };
    for (const [name, value] of Object.entries({ ...filled, company: "Aramco" })) {
      fireEvent.change(input(name), { target: { value } });
    }
    fireEvent.submit(input("phone").closest("form") as HTMLFormElement);
    expect((await screen.findByText((text) => text.startsWith(message))).textContent).toContain(
      "+966 50 123 4567",
    );
    expect(document.activeElement).toBe(input("phone"));
    expect(input("phone").getAttribute("aria-invalid")).toBe("true");
    expect(posted(fetchMock, "POST /api/events/rsvp")).toEqual([]);
  });

  it("renders Arabic texts and keeps JSON-LD in +03:00", async () => {
    stubApi({ "GET /api/events/city/riyadh": cityEvent(event()) });
    await renderWithApp(() => <EventCityPage city="riyadh" />, { language: "ar" });
    expect(await screen.findByRole("button", { name: "سجّل" })).toBeVisible();
    expect(eventJsonLd(event({ startsAt: "2030-01-01T21:30:00.000Z" })).startDate).toBe(
      "2030-01-02T00:30:00+03:00",
    );
  });

  it("marks a cancelled event cancelled in its JSON-LD", () => {
    expect(eventJsonLd(event()).eventStatus).toBe("https://schema.org/EventScheduled");
    expect(eventJsonLd(event({ cancelledAt: "2030-01-01T00:00:00.000Z" })).eventStatus).toBe(
      "https://schema.org/EventCancelled",
    );
  });
});

describe("/rsvp/cancel", () => {
  it("cancels only when asked, then says the seat went to the next person", async () => {
    const fetchMock = stubApi({
      "POST /api/events/rsvp/cancel": () =>
        json<CancelResult>({ status: "cancelled", event: event(), promotedSomeone: true }),
    });
    await renderWithApp(() => <RsvpCancelPage token="secret-token-0123456789" />);
    const button = await screen.findByRole("button", { name: "Cancel my registration" });
    expect(posted(fetchMock, "POST /api/events/rsvp/cancel")).toEqual([]);
    fireEvent.click(button);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your registration is cancelled" }),
    ).toBeVisible();
    expect(posted(fetchMock, "POST /api/events/rsvp/cancel")[0]?.body).toEqual({
      token: "secret-token-0123456789",
    });
    expect(screen.getByText(/went to the next person on the waitlist/)).toBeVisible();
    expect(screen.getByRole("link", { name: "See the event page" }).getAttribute("href")).toBe(
      "/events/riyadh-high-tea",
    );
  });

  it("says an unknown link is not valid", async () => {
    stubApi({});
    await renderWithApp(() => <RsvpCancelPage token="unknown-token-0123456789" />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel my registration" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(/not valid/)).toBeVisible();
  });
});
