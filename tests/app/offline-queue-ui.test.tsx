// The offline queue on screen: the composer and the RSVP form queue a write when offline or when the
// send fails for network reasons; the feed shows it Pending; a refused one shows Retry and Discard.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EventCityPage } from "../../app/components/events/event-city-page";
import { Feed } from "../../app/components/feed/feed";
import { Toaster } from "../../app/components/ui/toaster";
import { enqueue } from "../../app/lib/offline-queue/enqueue";
import { flushQueue } from "../../app/lib/offline-queue/flush";
import { memoryStorage, setQueueStorage } from "../../app/lib/offline-queue/storage";
import { changeQueue, readQueue } from "../../app/lib/offline-queue/store";
import type { EventSummary } from "../../worker/contract/events";
import type { FeedPost, PostPage } from "../../worker/contract/posts";
import type { RsvpResult } from "../../worker/contract/rsvp";
import { makeEvent, makeRsvpResult } from "../fixtures/events";
import { makeFeedPost } from "../fixtures/posts";
import { makeUser } from "../fixtures/user";
import { type FetchStub, json, type Routes, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const user = makeUser({ id: "user-a", email: "farah@example.com", firstName: "Farah", lastName: "Siddiqui" });

/** Answers "METHOD /path" (a POST handler may be a network failure: it throws), the member and an empty feed. */
const stubApi = (routes: Routes) =>
  stubFetch({ "GET /api/posts": () => json<PostPage>({ posts: [], nextCursor: null }), ...routes }, { user });
/** The POSTs the app sent, as it sent them (headers included). */
const postsOf = (fetchMock: FetchStub) => requestsOf(fetchMock, "POST").map((request) => request.init);

const goOffline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
const keyOf = (init?: RequestInit) => new Headers(init?.headers).get("Idempotency-Key") ?? undefined;

beforeEach(() => {
  setQueueStorage(memoryStorage());
  localStorage.clear();
  vi.restoreAllMocks();
});

async function writePost(text: string) {
  fireEvent.click(await screen.findByRole("button", { name: "Share an update with the community" }));
  const dialog = screen.getByRole("dialog", { name: "Create a post" });
  fireEvent.change(within(dialog).getByLabelText("What would you like to share?"), {
    target: { value: text },
  });
  fireEvent.click(within(dialog).getByRole("button", { name: "Post" }));
}

const renderFeed = () =>
  renderWithApp(() => (
    <>
      <Feed />
      <Toaster />
    </>
  ));

describe("feed", () => {
  it("offline: the post is saved, shown on top as Pending by its author, and counted", async () => {
    const fetchMock = stubApi({});
    await renderFeed();
    await screen.findByText("No posts yet");
    goOffline();
    await writePost("Written in the desert");
    expect(await screen.findByText("Saved offline")).toBeVisible();
    const card = (await screen.findByText("Written in the desert")).closest("article") as HTMLElement;
    expect(within(card).getByRole("heading", { name: "Farah Siddiqui" })).toBeVisible();
    expect(within(card).getByText("Pending")).toBeVisible();
    expect(screen.getByText("1 waiting to be sent").getAttribute("role")).toBe("status");
    expect(postsOf(fetchMock)).toEqual([]);
    expect((await readQueue("user-a"))[0]).toMatchObject({ kind: "post", status: "pending" });
  });

  it("a send that fails for network reasons is queued under the key it was sent with", async () => {
    const fetchMock = stubApi({
      "POST /api/posts": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await renderFeed();
    await writePost("Lost in the tunnel");
    await screen.findByText("Saved offline");
    const [item] = await readQueue("user-a");
    expect(postsOf(fetchMock)).toHaveLength(1);
    expect(keyOf(postsOf(fetchMock)[0])).toBe(item?.id);
    expect(item?.body).toMatchObject({ content: "Lost in the tunnel" });
  });

  it("a refused post shows the server's reason with Retry and Discard; Discard removes it", async () => {
    const fetchMock = stubApi({});
    await enqueue("post", "user-a", {
      postType: "standard",
      content: "Too spicy",
      metadata: {},
    });
    await changeQueue("user-a", (items) =>
      items.map((other) => ({ ...other, status: "failed", error: { message: "Content is not allowed" } })),
    );
    await renderFeed();
    expect(await screen.findByText("Not sent: Content is not allowed")).toBeVisible();
    expect(screen.getByRole("button", { name: "Retry sending: Too spicy" })).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Discard: Too spicy" }));
    await waitFor(() => expect(screen.queryByText("Too spicy")).toBeNull());
    expect(await readQueue("user-a")).toEqual([]);
    // Discarding sends nothing.
    expect(postsOf(fetchMock)).toEqual([]);
  });

  it("Retry sends it again and, once accepted, the pending post disappears into the feed", async () => {
    const fetchMock = stubApi({
      "POST /api/posts": () =>
        json<{ post: FeedPost }>({ post: makeFeedPost({ id: "p1", content: "Second try" }) }, 201),
    });
    await enqueue("post", "user-a", { postType: "standard", content: "Second try", metadata: {} });
    await changeQueue("user-a", (items) =>
      items.map((other) => ({ ...other, status: "failed", error: { message: "Please sign in" } })),
    );
    await renderFeed();
    fireEvent.click(await screen.findByRole("button", { name: "Retry sending: Second try" }));
    await waitFor(() => expect(screen.queryByText("Second try")).toBeNull());
    expect(postsOf(fetchMock)).toHaveLength(1);
    expect(await screen.findByText("Post published")).toBeVisible();
  });
});

const event = makeEvent({
  id: "event-1",
  slug: "riyadh-high-tea",
  name: "Riyadh High Tea",
  city: "riyadh",
  venue: "Grand Hall",
  address: "King Fahd Road, Riyadh",
  capacity: 200,
  spotsLeft: 0,
  confirmedCount: 200,
  waitlistCount: 2,
  isRegistrationOpen: true,
});

function fillRsvp() {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Phone/, "+966 50 000 0000");
  type(/^Profession/, "Engineer");
  type(/^Company/, "Aramco");
}

describe("RSVP", () => {
  it("offline: saved offline in place of the form; once sent waitlisted, the page says the event was full", async () => {
    const fetchMock = stubApi({
      "GET /api/events/city/riyadh": () => json<{ event: EventSummary }>({ event }),
      "POST /api/events/rsvp": () =>
        json<RsvpResult>(
          makeRsvpResult(event, { id: "r1", status: "waitlisted", waitlistPosition: 3, ticketCode: null }),
          201,
        ),
    });
    const { queryClient } = await renderWithApp(() => (
      <>
        <EventCityPage city="riyadh" />
        <Toaster />
      </>
    ));
    await waitFor(() =>
      expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Farah Siddiqui"),
    );
    fillRsvp();
    const offline = goOffline();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    const pending = await screen.findByTestId("rsvp-pending");
    expect(within(pending).getByRole("heading", { name: "RSVP saved offline" })).toBeVisible();
    expect(within(pending).getByText(/we'll send your RSVP when you're back online/)).toBeVisible();
    expect(within(pending).getByText("Pending")).toBeVisible();
    expect(postsOf(fetchMock)).toEqual([]);
    expect((await readQueue("user-a"))[0]).toMatchObject({
      body: { event: event.slug, company: "Aramco" },
      label: event.name,
    });

    offline.mockRestore();
    await flushQueue("user-a", queryClient);
    expect(await screen.findByTestId("waitlist-position")).toBeVisible();
    expect(await screen.findByText("Event full: waitlisted")).toBeVisible();
    expect(postsOf(fetchMock)).toHaveLength(1);
  });
});
