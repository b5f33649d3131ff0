import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemberHome } from "../../app/components/home/member-home";
import { Route as IndexRoute } from "../../app/routes/index";
import type { BusinessSummary } from "../../worker/contract/businesses";
import type { HomeSummary, IndustryGroup } from "../../worker/contract/home";
import type { JobSummary } from "../../worker/contract/jobs";
import type { PostPage } from "../../worker/contract/posts";
import type { CurrentUser } from "../../worker/contract/user";
import { makeBusiness } from "../fixtures/businesses";
import { makeJob } from "../fixtures/jobs";
import { makeUser } from "../fixtures/user";
import { json, stubFetch, urlsOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const onboarded = (overrides: Partial<CurrentUser> = {}) =>
  makeUser({ onboardingCompletedAt: "2026-01-01T00:00:00.000Z", ...overrides });

const summary: HomeSummary = {
  counts: { connections: 7, posts: 12, profileViews: 1234 },
  industryGroups: [
    { industry: "Construction", members: 1523, mine: true },
    { industry: "Oil & Gas", members: 2847, mine: false },
    { industry: "Information Technology", members: 987, mine: false },
  ],
};
const loneGroup: IndustryGroup = { industry: "Agriculture", members: 1, mine: true };

const job = (n: number) =>
  makeJob({ id: `j${n}`, slug: `job-${n}`, title: `Job number ${n}`, company: "Aramco" });

const business = (n: number) =>
  makeBusiness({
    id: `b${n}`,
    slug: `business-${n}`,
    name: `Business number ${n}`,
    location: "Jeddah",
    rating: "4.5",
    halalCertified: n === 1,
  });

type Api = { pending?: string[]; summary?: HomeSummary; jobs?: JobSummary[]; businesses?: BusinessSummary[] };

/** A fake API answering by path (5 jobs, 4 businesses by default); `pending` paths never answer (to see loading states). */
function stubApi(user: CurrentUser | null, options: Api = {}) {
  return stubFetch(
    ({ path }) => {
      if (options.pending?.includes(path)) return new Promise<Response>(() => {});
      if (path === "/api/home/summary") return json<HomeSummary>(options.summary ?? summary);
      if (path === "/api/posts") return json<PostPage>({ posts: [], nextCursor: null });
      if (path === "/api/jobs")
        return json<{ jobs: JobSummary[] }>({ jobs: options.jobs ?? [1, 2, 3, 4, 5].map(job) });
      if (path === "/api/businesses")
        return json<{ businesses: BusinessSummary[] }>({
          businesses: options.businesses ?? [1, 2, 3, 4].map(business),
        });
    },
    { user },
  );
}

describe("member home", () => {
  it("shows the profile summary: first three languages, tier and halal badges, real counts", async () => {
    stubApi(
      onboarded({
        languages: ["EN", "Arabic", "Urdu", "Turkish"],
        membershipTier: "executive",
        halalCertified: true,
        title: "Site Engineer",
        company: "SBG",
      }),
    );
    await renderWithApp(() => <MemberHome />);
    const card = await screen.findByTestId("profile-summary");
    expect(within(card).getByRole("heading", { name: "Ayesha Khan" })).toBeVisible();
    expect(within(card).getByText("Site Engineer at SBG")).toBeVisible();
    const languages = within(card).getByTestId("profile-languages");
    expect(
      within(languages)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["EN", "Arabic", "Urdu"]);
    expect(within(card).getByTestId("tier-badge").textContent).toBe("Executive");
    expect(within(card).getByTestId("halal-badge").textContent).toBe("Halal Certified");
    await waitFor(() =>
      expect(within(card).getByTestId("count-connections").textContent).toBe("Connections7"),
    );
    expect(within(card).getByTestId("count-posts").textContent).toBe("Posts12");
    expect(within(card).getByTestId("count-profileViews").textContent).toBe("Profile views1,234");
  });

  it("reads any unknown tier as Basic and shows no halal badge when not certified", async () => {
    // Not a tier the server sends any more (the column holds the tier list), but an old cached answer may.
    stubApi(onboarded({ membershipTier: "gold" as CurrentUser["membershipTier"] }));
    await renderWithApp(() => <MemberHome />);
    const card = await screen.findByTestId("profile-summary");
    expect(within(card).getByTestId("tier-badge").textContent).toBe("Basic");
    expect(within(card).queryByTestId("halal-badge")).toBeNull();
  });

  it("sends quick actions to real pages and lists industry groups with member counts, own first", async () => {
    stubApi(onboarded());
    await renderWithApp(() => <MemberHome />);
    const actions = await screen.findByRole("navigation", { name: "Quick Actions" });
    const hrefs = within(actions)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["Trade Opportunities", "/partnerships"],
      ["Visa Guidance", "/help-center?article=visa-jobs"],
      ["Halal Certification", "/business?halal=true"],
      ["Find Mentor", "/mentorship"],
    ]);

    const groups = screen.getByTestId("industry-groups");
    await within(groups).findByText("Construction & Infrastructure");
    const links = within(groups).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Construction & Infrastructure1,523 members · Your industry",
      "Oil & Gas Professionals2,847 members",
      "IT & Software987 members",
    ]);
    expect(links[1]?.getAttribute("href")).toBe("/business?industry=Oil+%26+Gas");
  });

  it("says 'member' for a group of one", async () => {
    stubApi(onboarded(), { summary: { ...summary, industryGroups: [loneGroup] } });
    await renderWithApp(() => <MemberHome />);
    expect(await screen.findByText("1 member · Your industry")).toBeVisible();
  });

  it("shows 4 of the 5 fetched jobs and 3 of the 4 fetched businesses, linking to their pages", async () => {
    const fetchMock = stubApi(onboarded());
    await renderWithApp(() => <MemberHome />);
    const jobs = await screen.findByTestId("featured-jobs");
    await within(jobs).findByText("Job number 1");
    const jobLinks = within(jobs).getAllByRole("link", { name: /^Job number/ });
    expect(jobLinks.map((link) => link.getAttribute("href"))).toEqual([
      "/jobs/job-1",
      "/jobs/job-2",
      "/jobs/job-3",
      "/jobs/job-4",
    ]);
    const spotlight = screen.getByTestId("business-spotlight");
    await within(spotlight).findByText("Business number 1");
    const businessLinks = within(spotlight).getAllByRole("link", { name: /^Business number/ });
    expect(businessLinks.map((link) => link.getAttribute("href"))).toEqual([
      "/business/business-1",
      "/business/business-2",
      "/business/business-3",
    ]);
    expect(urlsOf(fetchMock)).toContain("/api/jobs?limit=5");
    expect(urlsOf(fetchMock)).toContain("/api/businesses?limit=4");
  });

  it("has loading states while the widgets' data is on its way", async () => {
    stubApi(onboarded(), { pending: ["/api/jobs", "/api/businesses", "/api/home/summary"] });
    await renderWithApp(() => <MemberHome />);
    expect(await screen.findByText("Loading jobs...")).toBeVisible();
    expect(screen.getByText("Loading businesses...")).toBeVisible();
    expect(screen.getByTestId("profile-counts").getAttribute("aria-busy")).toBe("true");
  });

  it("has empty states when there is nothing to show", async () => {
    stubApi(onboarded(), { summary: { ...summary, industryGroups: [] }, jobs: [], businesses: [] });
    await renderWithApp(() => <MemberHome />);
    expect(await screen.findByText("No open jobs right now.")).toBeVisible();
    expect(await screen.findByText("No businesses listed yet.")).toBeVisible();
    expect(await screen.findByText("No industry groups yet.")).toBeVisible();
  });

  it("speaks Arabic: headings, quick actions and group names from the catalog", async () => {
    stubApi(onboarded({ membershipTier: "premium" }));
    await renderWithApp(() => <MemberHome />, { language: "ar" });
    expect(await screen.findByRole("navigation", { name: "إجراءات سريعة" })).toBeVisible();
    expect(screen.getByRole("link", { name: "ابحث عن مرشد" }).getAttribute("href")).toBe("/mentorship");
    expect(screen.getByTestId("tier-badge").textContent).toBe("مميز");
    expect(await screen.findByText("محترفو النفط والغاز")).toBeVisible();
  });

  it("sends a member who has not finished onboarding to /onboarding", async () => {
    stubApi(makeUser({ onboardingCompletedAt: null }));
    const { router } = await renderWithApp(() => <MemberHome />);
    await waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"));
  });
});

describe("/ route", () => {
  const HomePage = IndexRoute.options.component as () => React.ReactNode;

  it("shows 3 skeleton posts while the session loads", async () => {
    stubApi(null, { pending: ["/api/auth/user"] });
    await renderWithApp(() => <HomePage />);
    expect(await screen.findAllByTestId("post-skeleton")).toHaveLength(3);
  });

  it("loads the member home (lazily) for a member", async () => {
    stubApi(onboarded());
    await renderWithApp(() => <HomePage />);
    expect(await screen.findByTestId("member-home", {}, { timeout: 5000 })).toBeVisible();
    // The feed's own placeholders go once its (empty) first page is in.
    expect(await screen.findByText("No posts yet")).toBeVisible();
    expect(screen.queryAllByTestId("post-skeleton")).toHaveLength(0);
  });

  it("shows the landing page to a visitor", async () => {
    stubApi(null);
    await renderWithApp(() => <HomePage />);
    expect(await screen.findByRole("heading", { level: 1 })).toBeVisible();
    expect(screen.queryByTestId("member-home")).toBeNull();
  });
});
