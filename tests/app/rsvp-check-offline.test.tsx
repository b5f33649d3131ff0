// The RSVP form's check loads on the form's first touch (app/components/events/rsvp-form.tsx). When it
// cannot load (offline on a first visit, before the service worker holds the app), sending says so like
// a failed send, nothing is posted, and what the person typed stays in the form.
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EventCityPage } from "../../app/components/events/event-city-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { EventSummary } from "../../worker/contract/events";
import { makeEvent } from "../fixtures/events";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

vi.mock("../../app/components/events/rsvp-check", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("the RSVP form when its check cannot load", () => {
  it("says the registration failed, posts nothing and keeps what was typed", async () => {
    const event = makeEvent({ slug: "riyadh-high-tea", city: "riyadh", isRegistrationOpen: true });
    const fetchMock = stubFetch(
      { "GET /api/events/city/riyadh": () => json<{ event: EventSummary }>({ event }) },
      { user: null },
    );
    await renderWithApp(() => (
      <>
        <EventCityPage city="riyadh" />
        <Toaster />
      </>
    ));
    const name = await screen.findByLabelText(/Full Name/);
    fireEvent.change(name, { target: { value: "Ayesha Khan" } });
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Registration Failed")).toBeVisible();
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Ayesha Khan");
    expect(requestsOf(fetchMock).filter((call) => call.key === "POST /api/events/rsvp")).toEqual([]);
  });
});
