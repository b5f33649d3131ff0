import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { Landing } from "../../app/components/landing/landing";
import type { Language } from "../../app/i18n/define";
import type { EventSummary } from "../../worker/contract/events";
import { makeEvent } from "../fixtures/events";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

// 18:00 to 21:00 in Riyadh (UTC+3) on 22 August 2027, at the Hilton.
const event = (overrides: Partial<EventSummary>) =>
  makeEvent({
    venue: "Hilton Riyadh",
    startsAt: "2027-08-22T15:00:00.000Z",
    endsAt: "2027-08-22T18:00:00.000Z",
    ...overrides,
  });

/**
 * Answers GET /api/events the way the worker does (or fails with `answer` as status), once `until`
 * has settled; anything else is a 404.
 */
const serveEvents = (answer: EventSummary[] | number, until: Promise<void> = Promise.resolve()) =>
  stubFetch({
    "GET /api/events": () =>
      until.then(() =>
        typeof answer === "number"
          ? new Response("boom", { status: answer })
          : json<{ events: EventSummary[] }>({ events: answer }),
      ),
  });

/** The landing with its below-the-fold sections (a chunk of their own, loaded after the hero) rendered. */
async function renderLanding(language: Language = "en") {
  // Awaited act: React retries the lazy sections once their chunk has loaded.
  const app = await act(() => renderWithApp(() => <Landing />, { language }));
  await waitFor(() => expect(document.getElementById("landing-programs")).not.toBeNull());
  return app;
}

// Transformed once up front (it takes seconds on a busy machine), so each test's lazy import is quick.
beforeAll(() => import("../../app/components/landing/landing-below-fold"), 30_000);

describe("landing page", () => {
  it("has one h1, the hero, with calls to action to sign up and Premium", async () => {
    serveEvents([]);
    await renderLanding();
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(["Your professional home in Saudi Arabia"]);
    // Headings never skip a level, so the outline reads in order.
    const levels = screen.getAllByRole("heading").map((h) => Number(h.tagName.slice(1)));
    expect(levels.every((level, i) => i === 0 || level <= (levels[i - 1] ?? 0) + 1)).toBe(true);
    expect(screen.getByRole("link", { name: "Join free" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByRole("link", { name: "Explore Premium" }).getAttribute("href")).toBe("/premium");
  });

  it("shows the empty gallery placeholder, the promotions, the programs and the stats", async () => {
    serveEvents([]);
    await renderLanding();
    expect(
      screen.getByText("Photos appear here once they are uploaded and approved by our team."),
    ).toBeVisible();

    const card = screen.getByRole("region", { name: "Your digital membership card" });
    // Both end on the card: sign-up and onboarding (or sign-in) carry `next` on.
    expect(within(card).getByRole("link", { name: "Get your card" }).getAttribute("href")).toBe(
      "/signup?next=%2Fmembership-card",
    );
    expect(within(card).getByRole("link", { name: "Already a member? Sign in" }).getAttribute("href")).toBe(
      "/login?next=%2Fmembership-card",
    );

    // No events in the database: no flagship promotion (and nothing fixed in its place).
    expect(screen.queryByText("Flagship event")).toBeNull();
    expect(screen.queryByText(/Elevate 2025/)).toBeNull();

    const programs = screen.getByRole("region", { name: "Community programs" });
    expect(within(programs).getAllByRole("listitem")).toHaveLength(13);
    expect(within(programs).getByText("SheLeads (females only)")).toBeVisible();
    expect(within(programs).getByRole("link", { name: "Become a Member" }).getAttribute("href")).toBe(
      "/membership",
    );

    const stats = screen.getByRole("region", { name: "Our community in numbers" });
    const pairs = [...stats.querySelectorAll("dt")].map((dt) => [
      dt.textContent,
      dt.nextSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ["Members", "4000+"],
      ["Cities", "12+"],
      ["Events a month", "50+"],
      ["Job placements", "200+"],
      ["Partner discounts", "500+"],
      ["Founded", "2019"],
    ]);
  });

  it("promotes the next flagship event from the database, else the biggest upcoming one, linking to its page", async () => {
    serveEvents([
      event({ name: "Riyadh High Tea", slug: "riyadh-high-tea", capacity: 80 }),
      event({
        name: "Cancelled Gala",
        slug: "gala",
        isFlagship: true,
        cancelledAt: "2027-08-01T00:00:00.000Z",
      }),
      event({
        name: "Elevate 2027",
        slug: "elevate-2027",
        isFlagship: true,
        capacity: 900,
        description: "The annual summit of Pakistani professionals in the Kingdom.",
      }),
      event({ name: "Elevate 2028", slug: "elevate-2028", isFlagship: true, capacity: 2000 }),
    ]);
    await renderLanding();
    const promo = await screen.findByRole("region", { name: "Elevate 2027" });
    expect(within(promo).getByText("Flagship event")).toBeVisible();
    expect(promo.textContent).toContain("August 22, 2027 · Hilton Riyadh");
    expect(promo.textContent).toContain("The annual summit of Pakistani professionals in the Kingdom.");
    const details = within(promo).getByRole("link", { name: "Event details" });
    expect(details.getAttribute("href")).toBe("/events/elevate-2027");
    expect(details.getAttribute("target")).toBeNull();
  });

  it("marks an English event name and description lang=en in the Arabic promo and list", async () => {
    serveEvents([
      event({
        slug: "summit",
        name: "Annual Summit",
        description: "For professionals in Riyadh.",
        isFlagship: true,
        shownIn: { name: "en", description: "en", highlights: "en" },
      }),
    ]);
    await renderLanding("ar");
    const promo = await screen.findByRole("heading", { level: 2, name: "Annual Summit" });
    expect(promo.getAttribute("lang")).toBe("en");
    expect(promo.getAttribute("dir")).toBe("ltr");
    expect(screen.getByText("For professionals in Riyadh.").getAttribute("lang")).toBe("en");
    const listed = screen.getByRole("heading", { level: 3, name: "Annual Summit" });
    expect(listed.getAttribute("dir")).toBe("ltr");
  });

  it("without a flagship, promotes the biggest upcoming event", async () => {
    serveEvents([
      event({ name: "Riyadh High Tea", slug: "riyadh-high-tea", capacity: 80 }),
      event({ name: "Career Fair", slug: "career-fair", capacity: 600 }),
      event({ name: "Dammam Meetup", slug: "dammam-meetup", capacity: 40 }),
    ]);
    await renderLanding();
    const promo = await screen.findByRole("region", { name: "Career Fair" });
    expect(within(promo).getByRole("link", { name: "Event details" }).getAttribute("href")).toBe(
      "/events/career-fair",
    );
  });

  it("lists the next three events from the API in Riyadh time, linking to their own page", async () => {
    let answer = () => {};
    const fetchMock = serveEvents(
      [
        event({ name: "Riyadh High Tea", slug: "riyadh-high-tea", city: "riyadh" }),
        event({ name: "Online Career Clinic", slug: "career-clinic", city: null, venue: "Online" }),
        event({ name: "Dammam High Tea", slug: "dammam-high-tea", city: "dammam" }),
        event({ name: "Khobar High Tea", city: "khobar" }),
      ],
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    await renderLanding();
    expect(screen.getByRole("status", { name: "Loading..." })).toBeVisible();
    answer();

    const riyadh = await screen.findByRole("link", { name: "Riyadh High Tea" });
    expect(fetchMock).toHaveBeenCalledWith("/api/events", expect.anything());
    expect(riyadh.getAttribute("href")).toBe("/events/riyadh-high-tea");
    expect(screen.getByRole("link", { name: "Online Career Clinic" }).getAttribute("href")).toBe(
      "/events/career-clinic",
    );
    expect(screen.getByRole("link", { name: "Dammam High Tea" }).getAttribute("href")).toBe(
      "/events/dammam-high-tea",
    );
    expect(screen.queryByText("Khobar High Tea")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();

    const card = riyadh.closest("li") as HTMLElement;
    expect(within(card).getByText("Hilton Riyadh")).toBeVisible();
    expect(card.querySelector("time")?.textContent).toMatch(/Aug 22, 2027, 6:00\s–\s9:00\sPM/);
  });

  it("says so when there are no upcoming events", async () => {
    serveEvents([]);
    await renderLanding();
    expect(
      await screen.findByText("No upcoming events yet. New dates are announced here first."),
    ).toBeVisible();
  });

  it("says so when the events cannot be loaded", async () => {
    serveEvents(500);
    await renderLanding();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Events could not be loaded. Please try again later.",
    );
  });

  it("offers joining and an external feedback form", async () => {
    serveEvents([]);
    await renderLanding();
    const join = screen.getByRole("region", { name: "Be part of the community" });
    expect(within(join).getByRole("link", { name: "Join now" }).getAttribute("href")).toBe("/signup");
    const feedback = within(join).getByRole("link", { name: "Share feedback (opens in a new tab)" });
    expect(feedback.getAttribute("href")).toBe("https://sppc.sa/feedback");
    expect(feedback.getAttribute("target")).toBe("_blank");
  });

  it("speaks Arabic and Urdu, with Riyadh event times in the chosen language", async () => {
    serveEvents([event({ name: "Riyadh High Tea", city: "riyadh" })]);
    const { unmount } = await renderLanding("ar");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "بيتك المهني في المملكة العربية السعودية",
    );
    expect(screen.getByText("ستظهر الصور هنا بعد رفعها واعتمادها من فريقنا.")).toBeVisible();
    const arabicDate = new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeZone: "Asia/Riyadh" }).format(
      new Date("2027-08-22T15:00:00.000Z"),
    );
    const link = await screen.findByRole("link", { name: "Riyadh High Tea" });
    expect(link.closest("li")?.querySelector("time")?.textContent).toContain(arabicDate);
    unmount();

    await renderLanding("ur");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("سعودی عرب میں آپ کا پیشہ ورانہ گھر");
    expect(screen.getByRole("heading", { level: 2, name: "آنے والی تقریبات" })).toBeVisible();
  });
});
