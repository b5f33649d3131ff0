import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { JobPlacementContent } from "../../app/components/job-placement/job-placement-page";
import { PartnershipsPage } from "../../app/components/partnerships/partnerships-page";
import { ServicesContent } from "../../app/components/services/services-page";
import type { EventSummary } from "../../worker/contract/events";
import type { SponsorshipPackage } from "../../worker/contract/partners";
import { makeEvent } from "../fixtures/events";
import { makeSponsorshipPackage } from "../fixtures/partners";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

afterEach(cleanup);

const hrefOf = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");

/** The packages as GET /api/membership/sponsorship-packages serves the seeded ones, and the upcoming events. */
function stubPackages(packages: SponsorshipPackage[], events: EventSummary[] = []) {
  stubFetch({
    "GET /api/membership/sponsorship-packages": () => json<{ packages: SponsorshipPackage[] }>({ packages }),
    "GET /api/events": () => json<{ events: EventSummary[] }>({ events }),
  });
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const summit = makeEvent({
  slug: "elevate-flagship",
  name: "Elevate: SPPC Annual Summit",
  venue: "Riyadh Front",
  capacity: 1000,
  isFlagship: true,
  startsAt: days(30),
});

const pkg = (slug: string, title: string, duration: string, sar: number, includes: string[]) =>
  makeSponsorshipPackage({
    id: `seed-sponsorship-${slug}`,
    slug,
    title,
    duration,
    priceHalalas: sar * 100,
    badge: null,
    benefits: [],
    includes,
  });

/** The three packages as worker/db/seed/sponsorship.ts seeds them. */
const seededPackages = [
  pkg("regional", "Regional Sponsor", "One year", 50_000, [
    "24 social media posts a year",
    "4 email campaigns a year",
  ]),
  pkg("event", "Event Sponsor", "Per event", 25_000, []),
  pkg("loyalty", "Loyalty Partner", "One year + revenue share", 5_000, []),
];

describe("partnerships page", () => {
  it("shows the three packages from the API with their SAR prices", async () => {
    stubPackages(seededPackages);
    await renderWithApp(() => <PartnershipsPage />);
    const packages = within(document.getElementById("packages") as HTMLElement);
    expect(packages.getByRole("heading", { level: 2, name: "Sponsorship packages" })).toBeVisible();
    await packages.findByText("SAR 50,000");
    const cards = packages.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(cards).toEqual(["Regional Sponsor", "Event Sponsor", "Loyalty Partner"]);
    expect(packages.getByText("SAR 50,000")).toBeVisible();
    expect(packages.getByText("SAR 25,000")).toBeVisible();
    expect(packages.getByText("SAR 5,000")).toBeVisible();
    expect(packages.getByText("One year + revenue share")).toBeVisible();
    expect(packages.getByText("24 social media posts a year")).toBeVisible();
    expect(packages.getByText("4 email campaigns a year")).toBeVisible();
  });

  it("says so when no package is offered", async () => {
    stubPackages([]);
    await renderWithApp(() => <PartnershipsPage />);
    expect(await screen.findByText(/No sponsorship packages are offered right now/)).toBeVisible();
  });

  it("links to the packages, the contact page, the flagship event and the partnerships mailbox", async () => {
    const smaller = makeEvent({
      slug: "small-meetup",
      name: "Small meetup",
      capacity: 40,
      startsAt: days(3),
    });
    stubPackages(seededPackages, [smaller, summit]);
    await renderWithApp(() => <PartnershipsPage />);
    expect(hrefOf("View Packages")).toBe("#packages");
    expect(hrefOf("Become a Partner")).toBe("/contact");
    expect(hrefOf("partnerships@sppc.sa")).toBe("mailto:partnerships@sppc.sa");
    // The flagship from the database, not a fixed promo.
    const pitch = await screen.findByRole("heading", {
      level: 2,
      name: "Sponsor Elevate: SPPC Annual Summit",
    });
    expect(pitch).toBeVisible();
    expect(screen.getByText(/brings up to 1,000 professionals together at Riyadh Front/)).toBeVisible();
    expect(hrefOf("See the event")).toBe("/events/elevate-flagship");
    expect(screen.queryByText(/Elevate 2025/)).toBeNull();
  });

  it("invites sponsors for the next flagship when no event is upcoming", async () => {
    stubPackages(seededPackages, [makeEvent({ cancelledAt: days(-1), startsAt: days(5) })]);
    await renderWithApp(() => <PartnershipsPage />);
    expect(
      await screen.findByRole("heading", { level: 2, name: "Sponsor our next flagship event" }),
    ).toBeVisible();
    expect(hrefOf("Talk to us")).toBe("/contact");
  });

  it("marks an English event name inside the Arabic pitch", async () => {
    stubPackages(seededPackages, [{ ...summit, shownIn: { ...summit.shownIn, name: "en" } }]);
    await renderWithApp(() => <PartnershipsPage />, { language: "ar" });
    const name = await screen.findByText("Elevate: SPPC Annual Summit");
    expect(name.getAttribute("lang")).toBe("en");
    expect(name.closest("h2")?.textContent).toBe("كن راعيًا لـ Elevate: SPPC Annual Summit");
  });

  it("renders in Arabic", async () => {
    stubPackages(seededPackages);
    await renderWithApp(() => <PartnershipsPage />, { language: "ar" });
    expect(screen.getByRole("heading", { level: 1, name: "الشراكات والرعاية" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "باقات الرعاية" })).toBeVisible();
    expect(screen.getByRole("link", { name: "عرض الباقات" }).getAttribute("href")).toBe("#packages");
    expect(screen.queryByText("Sponsorship packages")).toBeNull();
    // The seeded packages came back in English here (shownIn "en"): each title is marked as English.
    const title = await screen.findByRole("heading", { level: 3, name: "Regional Sponsor" });
    expect(title.getAttribute("lang")).toBe("en");
    expect(title.getAttribute("dir")).toBe("ltr");
  });
});

describe("services page", () => {
  it("has six cards whose Learn More links go to their pages, and an upgrade link", async () => {
    await renderWithApp(() => <ServicesContent />);
    const learnMore = screen.getAllByRole("link", { name: /^Learn More/ });
    expect(learnMore.map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/job-placement",
      "/business",
      "/tenders",
      "/events",
      "/partnerships",
    ]);
    // Each link names its card for screen readers, so six "Learn More" links stay distinguishable.
    expect(learnMore[5]?.textContent).toBe("Learn More: Cross-Border Trade");
    expect(hrefOf("Upgrade to Premium")).toBe("/subscription");
  });
});

describe("job placement page", () => {
  it("shows the program's figures, steps and two stories, with links to jobs and contact", async () => {
    await renderWithApp(() => <JobPlacementContent />);
    for (const figure of ["2,500+", "85%", "300+", "35%"]) expect(screen.getByText(figure)).toBeVisible();
    const steps = within(screen.getByRole("region", { name: "How it works" })).getAllByRole("listitem");
    expect(steps).toHaveLength(4);
    const stories = within(screen.getByRole("region", { name: "Success stories" }));
    expect(stories.getAllByRole("blockquote")).toHaveLength(2);
    expect(hrefOf("Browse Jobs")).toBe("/jobs");
    expect(hrefOf("Contact Our Career Team")).toBe("/contact");
  });
});
