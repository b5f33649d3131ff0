// /admin/events on the admin kit: the list with its counts, the event form's own rule (ends after it
// starts), the registrations panel of one event, and what a member who is no admin sees instead.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminEventsPage } from "../../app/components/admin-events/admin-events-page";
import type { AdminEvent, AdminRsvp, Steward } from "../../worker/contract/admin-events";
import { makeEvent, untranslated } from "../fixtures/events";
import { makeUser } from "../fixtures/user";
import { json, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const event: AdminEvent = {
  ...makeEvent({ id: "e1", name: "Riyadh Networking Night", capacity: 120, confirmedCount: 80 }),
  ...untranslated,
  checkedInCount: 12,
  registrationOpen: true,
};

const rsvp: AdminRsvp = {
  id: "r1",
  name: "Sana Iqbal",
  email: "sana@example.com",
  phone: "+966500000001",
  company: "Aramco",
  profession: "Engineer",
  status: "confirmed",
  ticketCode: "T-1",
  checkedInAt: null,
  createdAt: "2026-01-01T00:00:00Z",
};

function stubApi(role: "admin" | "member") {
  return stubFetch(
    {
      "GET /api/admin/events": () => json<{ events: AdminEvent[] }>({ events: [event] }),
      "GET /api/admin/events/e1/rsvps": () => json<{ rsvps: AdminRsvp[] }>({ rsvps: [rsvp] }),
      "POST /api/admin/events/e1/rsvps/r1/cancel": () => new Response(null, { status: 204 }),
      "GET /api/admin/events/e1/stewards": () => json<{ stewards: Steward[] }>({ stewards: [] }),
      "GET /api/events/checkin/mine": () => json<{ events: [] }>({ events: [] }),
    },
    { user: makeUser({ role }) },
  );
}

describe("/admin/events", () => {
  it("lists events, refuses an end before the start, and opens an event's registrations", async () => {
    const fetchMock = stubApi("admin");
    await renderWithApp(() => <AdminEventsPage />);
    const row = within(await screen.findByRole("row", { name: /Riyadh Networking Night/ }));
    expect(row.getByText("80 / 120")).toBeVisible();
    expect(row.getByText("12")).toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: "New event" }));
    const form = within(screen.getByRole("form", { name: "Create an event" }));
    fireEvent.change(form.getByLabelText(/^Starts \(Riyadh time\)/), {
      target: { value: "2027-01-10T19:00" },
    });
    fireEvent.change(form.getByLabelText(/^Ends \(Riyadh time\)/), { target: { value: "2027-01-10T18:00" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("The event must end after it starts.")).toBeVisible();
    expect(form.getAllByText("Check this field.").length).toBeGreaterThan(0);
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.click(row.getByRole("button", { name: "Registrations" }));
    const csv = await screen.findByRole("link", { name: "Export CSV" });
    expect(csv).toBeVisible();
    const excel = screen.getByRole("link", { name: "Export Excel" });
    expect(excel.getAttribute("href")).toBe(csv.getAttribute("href")?.replace(/\.csv$/, ".xlsx"));
    expect(excel.getAttribute("href")).toMatch(/^\/api\/admin\/events\/[^/]+\/rsvps\.xlsx$/);
    expect(row.getByRole("button", { name: "Hide registrations" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(screen.getByRole("navigation", { name: "Admin sections" })).toBeVisible();

    const registration = await screen.findByRole("article", { name: "Sana Iqbal" });
    fireEvent.click(within(registration).getByRole("button", { name: "Cancel registration" }));
    const dialog = await screen.findByRole("alertdialog", { name: /Cancel the registration of Sana Iqbal/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel registration" }));
    await waitFor(() =>
      expect(writesOf(fetchMock).map((write) => write.key)).toEqual([
        "POST /api/admin/events/e1/rsvps/r1/cancel",
      ]),
    );
  });

  it("offers Reopen registration for a closed upcoming event but not for one that has ended", async () => {
    const closedSoon: AdminEvent = {
      ...event,
      id: "e2",
      name: "Khobar Chai Evening",
      registrationOpen: false,
    };
    const closedPast: AdminEvent = {
      ...closedSoon,
      id: "e3",
      name: "Eid Gathering 2024",
      startsAt: "2024-04-12T15:00:00.000Z",
      endsAt: "2024-04-12T18:00:00.000Z",
    };
    stubFetch(
      {
        "GET /api/admin/events": () => json<{ events: AdminEvent[] }>({ events: [closedSoon, closedPast] }),
        "GET /api/events/checkin/mine": () => json<{ events: [] }>({ events: [] }),
      },
      { user: makeUser({ role: "admin" }) },
    );
    await renderWithApp(() => <AdminEventsPage />);
    const upcoming = within(await screen.findByRole("row", { name: /Khobar Chai Evening/ }));
    expect(upcoming.getByRole("button", { name: /^Reopen registration/ })).toBeVisible();
    const past = within(screen.getByRole("row", { name: /Eid Gathering 2024/ }));
    expect(past.getByText("Past")).toBeVisible();
    expect(past.queryByRole("button", { name: /^Reopen registration/ })).toBeNull();
  });

  it("shows a member who is no admin their door duties (none here), without the admin menu", async () => {
    stubApi("member");
    await renderWithApp(() => <AdminEventsPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "My door duties" })).toBeVisible();
    expect(await screen.findByText("No door duties right now")).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).toBeNull();
  });
});
