import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotificationBell } from "../../app/components/notifications/notification-bell";
import type {
  MarkReadInput,
  NotificationItem,
  NotificationsPage,
  UnreadCount,
} from "../../worker/contract/notifications";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const items: NotificationItem[] = [
  {
    id: "n1",
    kind: "like",
    actor: { id: "u2", name: "Zainab Malik", imageUrl: null },
    link: "/?post=p1",
    data: { excerpt: "Eid gathering this Friday" },
    readAt: null,
    createdAt: minutesAgo(5),
  },
  {
    id: "n2",
    kind: "rsvp",
    actor: null,
    link: "/event/riyadh",
    data: { event: "Riyadh Evening", status: "confirmed" },
    readAt: null,
    createdAt: minutesAgo(90),
  },
  {
    id: "n3",
    kind: "membership",
    actor: null,
    link: "https://evil.example/phish",
    data: { tier: "premium" },
    readAt: minutesAgo(10),
    createdAt: minutesAgo(3000),
  },
];

/** A tiny fake of the notifications API that keeps read state, and the POST bodies it received. */
function fakeApi(start: NotificationItem[]) {
  const state = start.map((item) => ({ ...item }));
  const posts: MarkReadInput[] = [];
  const unread = () => state.filter((item) => item.readAt === null).length;
  stubFetch({
    "GET /api/notifications/unread-count": () => json<UnreadCount>({ count: unread() }),
    "GET /api/notifications": () => json<NotificationsPage>({ notifications: state, nextCursor: null }),
    "POST /api/notifications/read": ({ body }) => {
      const input = body as MarkReadInput;
      posts.push(input);
      for (const item of state)
        if ("all" in input || input.ids.includes(item.id)) item.readAt ??= new Date().toISOString();
      return json<UnreadCount>({ count: unread() });
    },
  });
  return { posts };
}

describe("notification bell", () => {
  it("shows the unread count, lists notices in words, and clears after 'Mark all as read'", async () => {
    const { posts } = fakeApi(items);
    await renderWithApp(() => <NotificationBell />);
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    expect(bell.textContent).toBe("2");
    expect(bell.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(bell);
    expect(bell.getAttribute("aria-expanded")).toBe("true");
    const panel = await screen.findByRole("region", { name: "Notifications" });
    await within(panel).findByText("Zainab Malik liked your post");
    expect(within(panel).getByText("Your place at Riyadh Evening is confirmed")).toBeVisible();
    expect(within(panel).getByText("Your membership is now Premium")).toBeVisible();
    expect(within(panel).getByText("5 minutes ago")).toBeVisible();
    expect(within(panel).getAllByText(/Unread/)).toHaveLength(2);
    // A stored link to another site is never followed: that notice is a plain button.
    expect(
      within(panel)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/?post=p1", "/event/riyadh"]);

    fireEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }));
    await screen.findByRole("button", { name: "Notifications" });
    expect(posts).toEqual([{ all: true }]);
    await waitFor(() => expect(within(panel).queryAllByText(/Unread/)).toHaveLength(0));
  });

  it("opening a notice marks it read and goes to its link", async () => {
    const { posts } = fakeApi(items);
    const { router } = await renderWithApp(() => <NotificationBell />);
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    fireEvent.click(await screen.findByRole("link", { name: /Riyadh Evening/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/event/riyadh"));
    expect(posts).toEqual([{ ids: ["n2"] }]);
    expect(screen.queryByRole("region", { name: "Notifications" })).toBeNull();
    await screen.findByRole("button", { name: "Notifications, 1 unread" });
  });

  it("has an empty state, and Escape closes the list", async () => {
    fakeApi([]);
    await renderWithApp(() => <NotificationBell />);
    const bell = await screen.findByRole("button", { name: "Notifications" });
    expect(bell.textContent).toBe("");
    fireEvent.click(bell);
    expect(await screen.findByText("No notifications yet")).toBeVisible();
    expect((screen.getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it("speaks the reader's language", async () => {
    fakeApi(items);
    await renderWithApp(() => <NotificationBell />, { language: "ur" });
    fireEvent.click(await screen.findByRole("button", { name: "اطلاعات، 2 غیر پڑھی ہوئی" }));
    expect(await screen.findByText("Zainab Malik نے آپ کی پوسٹ پسند کی")).toBeVisible();
  });
});
