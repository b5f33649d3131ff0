import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ForumsPage } from "../../app/components/forums/forums-page";
import { ForumThreadPage } from "../../app/components/forums/thread-page";
import type {
  ForumCategorySummary,
  ForumThreadDetail,
  ForumThreadSummary,
  ForumThreadPage as ThreadPage,
} from "../../worker/contract/forums";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const category: ForumCategorySummary = {
  id: "c1",
  slug: "visa-iqama",
  name: "Visa & Iqama",
  description: "Iqama renewals and family visas.",
  threadCount: 2,
  replyCount: 45,
  lastActivityAt: hoursAgo(5),
  shownIn: { name: "en", description: "en" },
};

function thread(overrides: Partial<ForumThreadSummary> = {}): ForumThreadSummary {
  return {
    id: "t1",
    slug: "iqama-renewal",
    title: "Iqama renewal steps",
    category: { slug: "visa-iqama", name: "Visa & Iqama", shownIn: { name: "en" } },
    authorName: "Ahmed K.",
    replyCount: 45,
    lastActivityAt: hoursAgo(5),
    createdAt: hoursAgo(50),
    isPinned: false,
    isLocked: false,
    ...overrides,
  };
}

/** Answers the session call and the forum calls; returns the fetch mock. */
function stubApi({
  member,
  threads = [],
  detail,
}: {
  member: boolean;
  threads?: ForumThreadSummary[];
  detail?: ForumThreadDetail;
}) {
  return stubFetch(
    ({ key, path }) => {
      if (key === "GET /api/forums/categories")
        return json<{ categories: ForumCategorySummary[] }>({ categories: [category] });
      if (key === "GET /api/forums/threads") return json<ThreadPage>({ threads, nextCursor: null });
      if (detail && path === `/api/forums/threads/${detail.slug}`)
        return json<{ thread: ForumThreadDetail }>({ thread: detail });
    },
    { user: member ? makeUser() : null },
  );
}

describe("forums page", () => {
  it("shows categories with counts, pinned and recent discussions, and a sign-in link for visitors", async () => {
    stubApi({
      member: false,
      threads: [thread({ isPinned: true }), thread({ id: "t2", slug: "b", title: "Family visa fees" })],
    });
    await renderWithApp(() => <ForumsPage filters={{}} onFiltersChange={vi.fn()} />);
    const categoryButton = await screen.findByRole("button", { name: /Visa & Iqama/ });
    expect(within(categoryButton).getByText("2 threads · 45 replies")).toBeVisible();
    expect(within(categoryButton).getByText("Last activity 5 hours ago")).toBeVisible();

    const pinned = screen.getByRole("region", { name: "Pinned discussions" });
    expect(within(pinned).getByRole("link", { name: "Iqama renewal steps" }).getAttribute("href")).toBe(
      "/forums/iqama-renewal",
    );
    expect(within(pinned).getByText("Pinned")).toBeVisible();
    const recent = screen.getByRole("region", { name: "Recent discussions" });
    expect(within(recent).getByText("Family visa fees")).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign in to start a discussion" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Start a discussion" })).toBeNull();
  });

  it("shows the empty state, and filters by category through the URL callback", async () => {
    stubApi({ member: true });
    const onFiltersChange = vi.fn();
    await renderWithApp(() => <ForumsPage filters={{ q: "nothing" }} onFiltersChange={onFiltersChange} />);
    expect(await screen.findByText("No discussions found")).toBeVisible();
    fireEvent.click(await screen.findByRole("button", { name: /Visa & Iqama/ }));
    expect(onFiltersChange).toHaveBeenCalledWith({ category: "visa-iqama", q: "nothing" });
  });

  it("checks the new discussion form in the member's language and keeps what was typed", async () => {
    const fetchMock = stubApi({ member: true });
    await renderWithApp(() => <ForumsPage filters={{}} onFiltersChange={vi.fn()} />);
    fireEvent.click(await screen.findByRole("button", { name: "Start a discussion" }));
    const form = screen.getByRole("region", { name: "Start a discussion" });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: "Hey" } });
    fireEvent.click(within(form).getByRole("button", { name: "Post discussion" }));
    expect(within(form).getByText("Choose a category.")).toBeVisible();
    expect(within(form).getByText("Use at least 5 characters.")).toBeVisible();
    expect((within(form).getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Hey");
    expect(requestsOf(fetchMock, "POST")).toEqual([]);
  });
});

describe("thread page", () => {
  const detail = (overrides: Partial<ForumThreadDetail> = {}): ForumThreadDetail => ({
    ...thread(),
    body: "Renew through Absher.",
    replies: [{ id: "r1", authorName: "Omar F.", body: "Thanks!", createdAt: hoursAgo(1), mine: false }],
    ...overrides,
  });

  it("shows the thread, its replies and the reply form for members", async () => {
    stubApi({ member: true, detail: detail() });
    await renderWithApp(() => <ForumThreadPage slug="iqama-renewal" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Iqama renewal steps" })).toBeVisible();
    expect(screen.getByText("Renew through Absher.")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Replies (1)" })).toBeVisible();
    expect(screen.getByText("Thanks!")).toBeVisible();
    expect(await screen.findByRole("textbox", { name: /Reply/ })).toBeVisible();
  });

  it("says a locked thread is locked and shows no reply form, in Urdu too", async () => {
    stubApi({ member: true, detail: detail({ isLocked: true }) });
    await renderWithApp(() => <ForumThreadPage slug="iqama-renewal" />, { language: "ur" });
    expect(await screen.findByText("یہ بحث بند ہے")).toBeVisible();
    expect(screen.queryByRole("textbox")).toBeNull();
    // Latin names keep their own direction inside Urdu text ("Omar F." would otherwise read ".Omar F").
    expect(screen.getByText("Omar F.").tagName).toBe("BDI");
    expect(document.body.textContent).toContain("\u2068Ahmed K.\u2069");
  });
});
