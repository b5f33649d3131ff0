import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CulturalCalendarCard } from "../../app/components/calendar/cultural-calendar-card";
import type { CalendarResponse } from "../../worker/contract/calendar";
import type { CurrentUser } from "../../worker/contract/user";
import { makeCalendarEntry } from "../fixtures/calendar";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const dates = [
  makeCalendarEntry({
    id: "d1",
    kind: "national",
    title: "Saudi National Day",
    date: "2025-09-23",
    isConfirmed: true,
  }),
  makeCalendarEntry({
    id: "d2",
    kind: "islamic",
    title: "Ramadan begins",
    date: "2026-02-18",
    isConfirmed: false,
  }),
];

const stubApi = (user: CurrentUser) =>
  stubFetch({ "GET /api/calendar": () => json<CalendarResponse>({ dates }) }, { user });

/** Only the clock and the interval are faked: the page's own loading (setTimeout, promises) runs for real. */
function freezeAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(new Date(iso));
}

describe("Cultural Calendar card", () => {
  it("highlights the next prayer and counts down to it, every 60 seconds", async () => {
    // 1 September 2025, 13:00 in Riyadh: Dhuhr (11:54) is past, Asr (15:22) comes next.
    freezeAt("2025-09-01T13:00:00+03:00");
    stubApi(makeUser({ prayerTimesEnabled: true, location: "Riyadh" }));
    const { unmount } = await renderWithApp(() => <CulturalCalendarCard />);

    const timer = await screen.findByRole("timer");
    expect(timer.textContent).toBe("Next prayer: Asr in 2 h 22 min");
    expect(screen.getByRole("heading", { name: "Prayer times in Riyadh" })).toBeVisible();
    const current = screen
      .getAllByRole("listitem")
      .find((item) => item.getAttribute("aria-current") === "time");
    expect(current?.textContent).toContain("Asr");
    expect(current?.textContent).toContain("Next");

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("timer").textContent).toBe("Next prayer: Asr in 2 h 21 min");

    // The interval stops with the card.
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("after Isha counts down to the next day's Fajr", async () => {
    freezeAt("2025-09-01T22:00:00+03:00");
    stubApi(makeUser({ prayerTimesEnabled: true, location: "Riyadh" }));
    await renderWithApp(() => <CulturalCalendarCard />);
    // Fajr on 2 September is published at 04:16 (computed within a minute): about 6 h 16 min away.
    expect((await screen.findByRole("timer")).textContent).toMatch(/^Next prayer: Fajr in 6 h 1[56] min$/);
  });

  it("uses the member's city and the Hanafi Asr", async () => {
    freezeAt("2025-09-01T13:00:00+03:00");
    stubApi(makeUser({ prayerTimesEnabled: true, location: "Al Khobar", asrMethod: "hanafi" }));
    await renderWithApp(() => <CulturalCalendarCard />);
    expect(await screen.findByRole("heading", { name: "Prayer times in Khobar" })).toBeVisible();
    expect(screen.getByText("Asr by the Hanafi method")).toBeVisible();
    // Hanafi Asr in Khobar is past 16:00, so more than 3 hours remain at 13:00.
    expect(screen.getByRole("timer").textContent).toMatch(/^Next prayer: Asr in [34] h \d+ min$/);
  });

  it("shows no prayer times when the member turned them off, but keeps the dates and clocks", async () => {
    freezeAt("2025-09-01T13:00:00+03:00");
    stubApi(makeUser({ prayerTimesEnabled: false }));
    await renderWithApp(() => <CulturalCalendarCard />);
    expect(await screen.findByText("Saudi National Day")).toBeVisible();
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.queryByRole("heading", { name: /Prayer times/ })).toBeNull();
    expect(screen.getByText("Riyadh")).toBeVisible();
    expect(screen.getByText("Karachi")).toBeVisible();
  });

  it("shows today's Hijri date and marks unconfirmed Islamic dates as expected", async () => {
    freezeAt("2025-09-01T13:00:00+03:00");
    stubApi(makeUser());
    await renderWithApp(() => <CulturalCalendarCard />);
    // 1 September 2025 is 9 Rabi' al-Awwal 1447 in the Umm al-Qura calendar.
    expect(screen.getByText(/Rabiʻ I 9, 1447 AH|9 Rabiʻ I 1447/)).toBeVisible();
    const ramadan = (await screen.findByText("Ramadan begins")).closest("li") as HTMLElement;
    expect(within(ramadan).getByText("expected")).toBeVisible();
    const national = screen.getByText("Saudi National Day").closest("li") as HTMLElement;
    expect(within(national).queryByText("expected")).toBeNull();
  });

  it("links each upcoming event to its own page and leaves other dates unlinked", async () => {
    stubFetch(
      {
        "GET /api/calendar": () =>
          json<CalendarResponse>({
            dates: [
              makeCalendarEntry({ title: "Founding Day", kind: "national" }),
              // Two events in one city: each must open its own page, not the city's.
              makeCalendarEntry({
                title: "Riyadh iftar",
                eventSlug: "riyadh-iftar",
                link: "/events/riyadh-iftar",
              }),
              makeCalendarEntry({
                title: "Riyadh engineers meetup",
                eventSlug: "riyadh-engineers-meetup",
                link: "/events/riyadh-engineers-meetup",
              }),
            ],
          }),
      },
      { user: makeUser() },
    );
    await renderWithApp(() => <CulturalCalendarCard />);
    expect((await screen.findByRole("link", { name: "Riyadh iftar" })).getAttribute("href")).toBe(
      "/events/riyadh-iftar",
    );
    expect(screen.getByRole("link", { name: "Riyadh engineers meetup" }).getAttribute("href")).toBe(
      "/events/riyadh-engineers-meetup",
    );
    expect(screen.getByText("Founding Day").closest("a")).toBeNull();
  });

  it("speaks Arabic: heading, prayer names and the Hijri month", async () => {
    freezeAt("2025-09-01T13:00:00+03:00");
    stubApi(makeUser({ prayerTimesEnabled: true }));
    await renderWithApp(() => <CulturalCalendarCard />, { language: "ar" });
    expect(await screen.findByRole("heading", { name: "التقويم الثقافي" })).toBeVisible();
    expect((await screen.findByRole("timer")).textContent).toContain("العصر");
    expect(screen.getByText(/ربيع الأول/)).toBeVisible();
  });
});
