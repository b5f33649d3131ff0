import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExploreContent } from "../../app/components/explore/explore-page";
import { Route as ExploreRoute } from "../../app/routes/explore";
import type { BusinessSummary } from "../../worker/contract/businesses";
import type { ExploreSummary } from "../../worker/contract/explore";
import type { JobSummary } from "../../worker/contract/jobs";
import { makeJob } from "../fixtures/jobs";
import { json, stubFetch, urlsOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const summary: ExploreSummary = {
  counts: { members: 4321, openJobs: 7, businesses: 12, activeTenders: 3 },
  featured: [
    {
      id: "1",
      kind: "event",
      title: "Elevate in Riyadh",
      description: "Our flagship gathering.",
      url: "/events",
      shownIn: { title: "en", description: "en" },
    },
    {
      id: "2",
      kind: "link",
      title: "Partner site",
      description: "",
      url: "https://elevate.sppc.sa",
      shownIn: { title: "en", description: "en" },
    },
  ],
  trending: [
    { tag: "#Iqama", count: 3 },
    { tag: "#Riyadh", count: 1 },
  ],
};

/** A fake API: /api/explore answers `explore` (or fails), the search endpoints answer by their query. */
function stubApi(explore: ExploreSummary | null) {
  return stubFetch({
    "GET /api/explore": () =>
      explore ? json<ExploreSummary>(explore) : new Response("Down", { status: 500 }),
    "GET /api/jobs": () =>
      json<{ jobs: JobSummary[] }>({
        jobs: [
          makeJob({
            id: "j1",
            slug: "civil-engineer",
            title: "Civil Engineer",
            company: "NEOM",
            location: "NEOM",
          }),
        ],
      }),
    "GET /api/businesses": () => json<{ businesses: BusinessSummary[] }>({ businesses: [] }),
  });
}

describe("explore page", () => {
  it("keeps a text q search param and drops anything else", () => {
    const validate = ExploreRoute.options.validateSearch as (search: Record<string, unknown>) => {
      q?: string;
    };
    expect(validate({ q: "  engineers " })).toEqual({ q: "engineers" });
    expect(validate({ q: 2030 })).toEqual({ q: "2030" });
    expect(validate({ q: "   " })).toEqual({});
    expect(validate({ q: ["a"] })).toEqual({});
    expect(validate({})).toEqual({});
  });

  it("shows real counts on tiles linking to the spec's pages, featured content, hashtags and quick links", async () => {
    stubApi(summary);
    await renderWithApp(() => <ExploreContent />);
    const tiles = within(screen.getByRole("region", { name: "The community at a glance" }));
    await waitFor(() => expect(tiles.getByRole("link", { name: /Members/ }).textContent).toContain("4,321"));
    expect(tiles.getAllByRole("link").map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["/members", "4,321Members"],
      ["/jobs", "7Open jobs"],
      ["/business", "12Businesses"],
      ["/tenders?status=Active", "3Active tenders"],
    ]);
    const featured = within(screen.getByRole("region", { name: "Featured" }));
    expect(featured.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Elevate in Riyadh",
      "Partner site",
    ]);
    expect(featured.getByRole("link", { name: /Elevate in Riyadh/ }).getAttribute("href")).toBe("/events");
    const external = featured.getByRole("link", { name: /Partner site/ });
    expect(external.getAttribute("target")).toBe("_blank");
    const trending = within(screen.getByRole("region", { name: "Trending topics" }));
    expect(trending.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "#Iqama3 posts",
      "#Riyadh1 post",
    ]);
    const quick = within(screen.getByRole("navigation", { name: "Quick links" }));
    expect(quick.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/jobs",
      "/business",
      "/forums",
    ]);
    expect(screen.queryByRole("region", { name: /Results for/ })).toBeNull();
  });

  it("suggests topics when nothing was tagged, and says when nothing is featured", async () => {
    stubApi({ ...summary, featured: [], trending: [] });
    await renderWithApp(() => <ExploreContent />);
    await screen.findByText("Nothing is featured right now. Check back soon.");
    expect(screen.getByText(/No posts were tagged this month yet/)).toBeVisible();
    expect(screen.getByText("#Vision2030")).toBeVisible();
  });

  it("says when the numbers cannot be loaded", async () => {
    stubApi(null);
    await renderWithApp(() => <ExploreContent />);
    await screen.findByText("The numbers could not be loaded. Please try again later.");
  });

  it("searches jobs and businesses and groups the results by kind", async () => {
    const fetchMock = stubApi(summary);
    await renderWithApp(() => <ExploreContent query="civil engineer" />);
    expect((screen.getByRole("searchbox", { name: "Search the community" }) as HTMLInputElement).value).toBe(
      "civil engineer",
    );
    const results = within(
      screen.getByRole("region", { name: /Results for "\u2068?civil engineer\u2069?"/ }),
    );
    const jobs = within(await results.findByRole("region", { name: "Jobs" }));
    expect(jobs.getByRole("link", { name: "Civil Engineer" }).getAttribute("href")).toBe(
      "/jobs/civil-engineer",
    );
    expect(jobs.getByRole("link", { name: /See all matching jobs/ }).getAttribute("href")).toBe(
      "/jobs?q=civil+engineer",
    );
    const businesses = within(results.getByRole("region", { name: "Businesses" }));
    expect(businesses.getByText("No businesses match your search.")).toBeVisible();
    expect(urlsOf(fetchMock)).toContain("/api/jobs?search=civil+engineer&limit=5");
    expect(urlsOf(fetchMock)).toContain("/api/businesses?search=civil+engineer&limit=5");
  });
});
