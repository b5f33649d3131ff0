import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SearchContent } from "../../app/components/search/search-page";
import type { SearchAnswer } from "../../worker/contract/search";
import { json, stubFetch, urlsOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const hit = (word: string) => `\u0002${word}\u0003`;

const answer: SearchAnswer = {
  query: "engineer",
  groups: [
    {
      kind: "post",
      total: 1,
      results: [
        {
          kind: "post",
          id: "p1",
          title: "Bilal Ahmed",
          excerpt: `Hiring an ${hit("engineer")} <b>now</b>`,
          link: "/?post=p1",
        },
      ],
    },
    {
      kind: "job",
      total: 7,
      results: [
        {
          kind: "job",
          id: "j1",
          title: `Senior ${hit("Engineer")}`,
          excerpt: "Aramco Dhahran",
          link: "/jobs/senior-engineer",
        },
        {
          kind: "job",
          id: "j2",
          title: `Site ${hit("Engineer")}`,
          excerpt: "NEOM",
          link: "/jobs/site-engineer",
        },
      ],
    },
    { kind: "business", total: 0, results: [] },
    { kind: "thread", total: 0, results: [] },
    {
      kind: "member",
      total: 1,
      results: [
        {
          kind: "member",
          id: "u9",
          title: "Hira Qureshi",
          excerpt: "Civil Engineer · Aramco · Riyadh",
          link: "/profile/u9",
          imageUrl: null,
        },
      ],
    },
  ],
};

function stubSearch(body: SearchAnswer) {
  return stubFetch({ "GET /api/search": () => json<SearchAnswer>(body) });
}

describe("search page", () => {
  it("groups results by kind with headings and counts, announces the total and marks the matches", async () => {
    const fetchMock = stubSearch(answer);
    await renderWithApp(() => <SearchContent query="engineer" />);
    expect(await screen.findByText("9 results for “engineer”")).toBeVisible();
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
    expect(urlsOf(fetchMock)).toEqual(["/api/search?q=engineer&limit=5"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Posts1 of 1",
      "Jobs2 of 7",
      "Members1 of 1",
    ]);
    const jobs = screen.getByRole("region", { name: /Jobs/ });
    expect(within(jobs).getByRole("link", { name: "Show all 7" }).getAttribute("href")).toBe(
      "/search?q=engineer&kind=job",
    );
    expect(screen.getAllByText("Engineer", { selector: "mark" })).toHaveLength(2);
    // Member text stays text: no markup from the server is ever rendered.
    expect(screen.getByText(/<b>now<\/b>/)).toBeVisible();
    expect(screen.getByRole("link", { name: /Post by Bilal Ahmed/ }).getAttribute("href")).toBe("/?post=p1");
  });

  it("moves through the results with the arrow keys and opens one with Enter", async () => {
    stubSearch(answer);
    const { router } = await renderWithApp(() => <SearchContent query="engineer" />);
    await screen.findByText("9 results for “engineer”");
    const box = screen.getByRole("searchbox", { name: "Search the site" });
    const links = screen.getAllByRole("link").filter((link) => link.hasAttribute("data-result"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/?post=p1",
      "/jobs/senior-engineer",
      "/jobs/site-engineer",
      "/profile/u9",
    ]);
    // One Tab stop for the list (roving focus).
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1, -1, -1]);

    box.focus();
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[2]);
    expect(links.map((link) => link.tabIndex)).toEqual([-1, -1, 0, -1]);
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(document.activeElement).toBe(links[3]);
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp" });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp" });
    expect(document.activeElement).toBe(box);

    // Enter on a focused link is a click on it.
    fireEvent.click(links[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/jobs/senior-engineer"));
  });

  it("shows 'No results' when nothing matches", async () => {
    stubSearch({ query: "zzz", groups: answer.groups.map((g) => ({ ...g, total: 0, results: [] })) });
    await renderWithApp(() => <SearchContent query="zzz" />);
    expect(await screen.findByRole("heading", { name: "No results" })).toBeVisible();
    expect(screen.getByText("Nothing matches “zzz”. Try other or fewer words.")).toBeVisible();
  });

  it("asks for words when there is no query, and searches one kind with a way back", async () => {
    const fetchMock = stubSearch(answer);
    const { unmount } = await renderWithApp(() => <SearchContent />);
    expect(screen.getByText("Type a word or two to search.")).toBeVisible();
    expect(urlsOf(fetchMock)).toEqual([]);
    unmount();
    await renderWithApp(() => <SearchContent query="engineer" kind="job" />);
    expect((await screen.findByRole("link", { name: "Back to all results" })).getAttribute("href")).toBe(
      "/search?q=engineer",
    );
    expect(urlsOf(fetchMock)).toEqual(["/api/search?q=engineer&limit=50&kind=job"]);
  });
});
