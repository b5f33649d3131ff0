// /admin/events as an organiser runs an event: the form's rules (required fields starred, no past
// start for a new event, https WhatsApp links), cancelling an event with the count of people told,
// and emailing the attendees with a preview and a confirmation.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminEventsPage } from "../../app/components/admin-events/admin-events-page";
import { Toaster } from "../../app/components/ui/toaster";
import type {
  AdminEvent,
  AdminRsvp,
  EventCancelAnswer,
  EventMessageAnswer,
  EventUpdateAnswer,
  Steward,
} from "../../worker/contract/admin-events";
import { makeEvent, untranslated } from "../fixtures/events";
import { makeUser } from "../fixtures/user";
import { json, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const event: AdminEvent = {
  ...makeEvent({ id: "e1", name: "Khobar High Tea", capacity: 2, confirmedCount: 2, waitlistCount: 1 }),
  ...untranslated,
  checkedInCount: 0,
  registrationOpen: true,
};

const preview: EventMessageAnswer = {
  count: 3,
  sent: false,
  preview: { subject: "Parking", text: "Assalam-o-Alaikum Sana,\n\nUse gate 4." },
};

function stubApi() {
  return stubFetch(
    {
      "GET /api/admin/events": () => json<{ events: AdminEvent[] }>({ events: [event] }),
      "GET /api/admin/events/e1/rsvps": () => json<{ rsvps: AdminRsvp[] }>({ rsvps: [] }),
      "GET /api/admin/events/e1/stewards": () => json<{ stewards: Steward[] }>({ stewards: [] }),
      "PUT /api/admin/events/e1": () =>
        json<EventUpdateAnswer>({ event: { ...event, venue: "Grand Ballroom" }, notified: 2, promoted: 1 }),
      "POST /api/admin/events/e1/cancel": () =>
        json<EventCancelAnswer>({ event: { ...event, cancelledAt: "2026-01-01T00:00:00Z" }, emailed: 3 }),
      "POST /api/admin/events/e1/message": (request) =>
        json<EventMessageAnswer>({
          ...preview,
          sent: Boolean((request.body as { confirm?: boolean }).confirm),
        }),
    },
    { user: makeUser({ role: "admin" }) },
  );
}

describe("the admin event form", () => {
  it("stars required fields, refuses a past start and a non-https WhatsApp link, and sends nothing", async () => {
    const fetchMock = stubApi();
    await renderWithApp(() => <AdminEventsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "New event" }));
    const form = within(screen.getByRole("form", { name: "Create an event" }));
    expect(form.getByText("Fields marked * are required.")).toBeVisible();
    const name = form.getByLabelText(/^Name/);
    expect(name.hasAttribute("required")).toBe(true);
    expect(name.closest("div")?.querySelector("label")?.textContent).toBe("Name*");
    expect(form.getByLabelText(/^WhatsApp group link/).hasAttribute("required")).toBe(false);

    fireEvent.change(name, { target: { value: "Khobar High Tea" } });
    fireEvent.change(form.getByLabelText(/^Venue/), { target: { value: "Hall" } });
    fireEvent.change(form.getByLabelText(/^Address/), { target: { value: "Corniche" } });
    fireEvent.change(form.getByLabelText(/^Description/), { target: { value: "Tea" } });
    fireEvent.change(form.getByLabelText(/^Starts/), { target: { value: "2020-01-10T19:00" } });
    fireEvent.change(form.getByLabelText(/^Ends/), { target: { value: "2020-01-10T21:00" } });
    fireEvent.change(form.getByLabelText(/^WhatsApp group link/), {
      target: { value: "http://chat.whatsapp.com/abcd" },
    });
    fireEvent.click(form.getByRole("button", { name: "Save" }));

    expect(await form.findByText("A new event cannot start in the past.")).toBeVisible();
    expect(form.getByText("Use an https link to chat.whatsapp.com or wa.me.")).toBeVisible();
    expect(form.getByLabelText(/^Starts/).getAttribute("aria-invalid")).toBe("true");
    expect(form.getByLabelText(/^WhatsApp group link/).getAttribute("aria-invalid")).toBe("true");
    expect(form.getByLabelText(/^Name/).getAttribute("aria-invalid")).toBeNull();
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it("says after an edit who was emailed about the change and who got a seat", async () => {
    stubApi();
    await renderWithApp(() => (
      <>
        <AdminEventsPage />
        <Toaster />
      </>
    ));
    const row = within(await screen.findByRole("row", { name: /Khobar High Tea/ }));
    fireEvent.click(row.getByRole("button", { name: /^Edit/ }));
    const form = within(await screen.findByRole("form", { name: "Edit Khobar High Tea" }));
    fireEvent.change(form.getByLabelText(/^Venue/), { target: { value: "Grand Ballroom" } });
    fireEvent.change(form.getByLabelText(/^Address/), { target: { value: "Corniche" } });
    fireEvent.change(form.getByLabelText(/^Description/), { target: { value: "Tea" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/People emailed about the change: 2/)).toBeVisible();
    expect(screen.getByText(/Moved from the waitlist to a seat: 1/)).toBeVisible();
  });
});

describe("cancelling an event", () => {
  it("asks first, saying how many people will be emailed", async () => {
    const fetchMock = stubApi();
    await renderWithApp(() => <AdminEventsPage />);
    const row = within(await screen.findByRole("row", { name: /Khobar High Tea/ }));
    fireEvent.click(row.getByRole("button", { name: /^Cancel event/ }));
    const dialog = within(await screen.findByRole("alertdialog"));
    expect(dialog.getByText(/3 people will be emailed/)).toBeVisible();
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.click(row.getByRole("button", { name: /^Cancel event/ }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel event" }),
    );
    await waitFor(() =>
      expect(writesOf(fetchMock).map((write) => write.key)).toEqual(["POST /api/admin/events/e1/cancel"]),
    );
  });
});

describe("emailing attendees", () => {
  it("previews with the count, then sends only after the confirmation", async () => {
    const fetchMock = stubApi();
    await renderWithApp(() => <AdminEventsPage />);
    const row = within(await screen.findByRole("row", { name: /Khobar High Tea/ }));
    fireEvent.click(row.getByRole("button", { name: "Registrations" }));
    const panel = within(await screen.findByRole("region", { name: "Email attendees of Khobar High Tea" }));

    fireEvent.click(panel.getByRole("button", { name: "Preview" }));
    expect(await panel.findAllByText("Check this field.")).toHaveLength(2);
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.change(panel.getByLabelText(/^Send to/), { target: { value: "both" } });
    fireEvent.change(panel.getByLabelText(/^Subject/), { target: { value: "Parking" } });
    fireEvent.change(panel.getByLabelText(/^Message/), { target: { value: "Use gate 4." } });
    fireEvent.click(panel.getByRole("button", { name: "Preview" }));
    expect(await panel.findByText("This will email 3 people.")).toBeVisible();
    expect(panel.getByText(/Use gate 4\./)).toBeVisible();
    expect(writesOf(fetchMock).map((write) => write.body)).toEqual([
      { audience: "both", subject: "Parking", body: "Use gate 4.", confirm: false },
    ]);

    fireEvent.click(panel.getByRole("button", { name: "Send email" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Send “Parking” to 3 people?" }));
    fireEvent.click(dialog.getByRole("button", { name: "Send email" }));
    await waitFor(() => expect(writesOf(fetchMock)).toHaveLength(2));
    expect(writesOf(fetchMock)[1]?.body).toEqual({
      audience: "both",
      subject: "Parking",
      body: "Use gate 4.",
      confirm: true,
    });
    await waitFor(() => expect(panel.queryByText("This will email 3 people.")).toBeNull());
  });
});
