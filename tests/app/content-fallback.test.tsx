// An admin text the API could not give in the reader's language comes in English (shownIn says so):
// it is marked lang="en" dir="ltr" inside the Arabic page, so it is read as English and its full stop
// stays at its end; a text in the page's language carries no marks of its own.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventDetails } from "../../app/components/events/event-details";
import { PostCard } from "../../app/components/feed/post-card";
import { ThreadCard } from "../../app/components/forums/thread-card";
import { MentorshipPrograms } from "../../app/components/mentorship/programs-and-steps";
import type { MentorshipProgram } from "../../worker/contract/mentorship";
import { makeEvent } from "../fixtures/events";
import { makeProgram } from "../fixtures/mentorship";
import { makeFeedPost } from "../fixtures/posts";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

describe("admin texts shown in English inside an Arabic page", () => {
  it("marks the English fallback lang=en dir=ltr and leaves the Arabic text unmarked", async () => {
    const event = makeEvent({
      description: "For professionals in Riyadh.",
      highlights: ["أكشاك طعام"],
      shownIn: { name: "ar", description: "en", highlights: "ar" },
    });
    await renderWithApp(() => <EventDetails event={event} />, { language: "ar" });
    const description = await screen.findByText("For professionals in Riyadh.");
    expect(description.getAttribute("lang")).toBe("en");
    expect(description.getAttribute("dir")).toBe("ltr");
    const highlights = screen.getByText("أكشاك طعام").closest("ul");
    expect(highlights?.hasAttribute("lang")).toBe(false);
    expect(highlights?.hasAttribute("dir")).toBe(false);
  });
});

describe("a trade opportunity's spec defaults", () => {
  it("reads 'Flexible' and 'Multiple Locations' in Urdu through the feed catalog", async () => {
    const post = makeFeedPost({
      postType: "trade_opportunity",
      metadata: { timeline: "Flexible", location: "Multiple Locations", halalRequired: false },
    });
    await renderWithApp(() => <PostCard post={post} now={new Date()} />, { language: "ur" });
    await screen.findByText("لچکدار");
    expect(screen.getByText("متعدد مقامات")).toBeTruthy();
    expect(screen.queryByText("Flexible")).toBeNull();
    expect(screen.queryByText("Multiple Locations")).toBeNull();
  });
});

describe("a forum thread's category inside an Arabic sentence", () => {
  it("marks an English category name lang=en dir=ltr and keeps the sentence around it", async () => {
    const thread = {
      id: "t1",
      slug: "cricket-league",
      title: "دوري الكريكيت",
      category: { slug: "cricket", name: "Cricket", shownIn: { name: "en" as const } },
      authorName: "Imran R.",
      replyCount: 0,
      lastActivityAt: new Date().toISOString(),
      createdAt: new Date().toISOString(),
      isPinned: false,
      isLocked: false,
    };
    await renderWithApp(() => <ThreadCard thread={thread} />, { language: "ar" });
    const name = await screen.findByText("Cricket");
    expect(name.getAttribute("lang")).toBe("en");
    expect(name.getAttribute("dir")).toBe("ltr");
    expect(name.parentElement?.textContent).toContain("بدأه");
    expect(name.parentElement?.textContent).not.toContain("{category}");
  });
});

describe("a mentorship program inside an Arabic page", () => {
  it("marks the English fallback texts and leaves the Arabic ones unmarked", async () => {
    const program = makeProgram({
      title: "تسريع المسار المهني",
      description: "A senior mentor in your field helps you.",
      shownIn: { title: "ar", duration: "ar", format: "ar", description: "en", features: "ar" },
    });
    stubFetch({
      "GET /api/mentorship/programs": () => json<{ programs: MentorshipProgram[] }>({ programs: [program] }),
    });
    await renderWithApp(() => <MentorshipPrograms />, { language: "ar" });
    const description = await screen.findByText("A senior mentor in your field helps you.");
    expect(description.getAttribute("lang")).toBe("en");
    expect(description.getAttribute("dir")).toBe("ltr");
    expect(screen.getByRole("heading", { name: "تسريع المسار المهني" }).hasAttribute("lang")).toBe(false);
  });
});
