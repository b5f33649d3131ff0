import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { MemberHeader } from "../../app/components/layout/member-header";
import { MobileHeader } from "../../app/components/layout/mobile-header";
import type { UnreadCount } from "../../worker/contract/notifications";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

describe("signed-in header", () => {
  // The bell asks for the unread count; nothing is unread unless a test says so.
  beforeEach(() => {
    stubFetch({ "GET /api/notifications/unread-count": () => json<UnreadCount>({ count: 0 }) });
  });

  it("has the search box and the home, network, jobs, business, forums and messages icons", async () => {
    await renderWithApp(() => <MemberHeader user={makeUser()} />);
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const targets = within(nav)
      .getAllByRole("link")
      .map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")]);
    expect(targets).toEqual([
      ["Home", "/"],
      ["Network", "/members"],
      ["Jobs", "/jobs"],
      ["Business", "/business"],
      ["Forums", "/forums"],
      ["Messages", "/messages"],
    ]);
  });

  it("shows how many messages are unread on the Messages icon", async () => {
    stubFetch({ "GET /api/messages/unread-count": () => json<UnreadCount>({ count: 3 }) });
    await renderWithApp(() => <MemberHeader user={makeUser()} />);
    const link = screen.getByRole("link", { name: "Messages" });
    expect((await within(link).findByTestId("messages-unread")).textContent).toContain("3 unread");
  });

  it("shows a notification badge only when something is unread", async () => {
    let count = 2;
    stubFetch({ "GET /api/notifications/unread-count": () => json<UnreadCount>({ count }) });
    const { unmount } = await renderWithApp(() => <MemberHeader user={makeUser()} />);
    expect((await screen.findByRole("button", { name: "Notifications, 2 unread" })).textContent).toContain(
      "2",
    );
    unmount();
    count = 0;
    await renderWithApp(() => <MemberHeader user={makeUser()} />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" }).textContent).toBe(""));
  });

  it("sends the search box to /search", async () => {
    const { router } = await renderWithApp(() => <MemberHeader user={makeUser()} />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: " engineer " } });
    fireEvent.submit(screen.getByRole("searchbox", { name: "Search" }));
    await waitFor(() => expect(router.state.location.href).toBe("/search?q=engineer"));
  });

  it("the avatar menu offers Profile & Settings, the card, the Wallet, Upgrade to Premium and Sign Out; Escape closes it", async () => {
    await renderWithApp(() => <MemberHeader user={makeUser({ membershipTier: "basic" })} />);
    fireEvent.click(screen.getByRole("button", { name: /Account menu/ }));
    const items = screen
      .getAllByRole("menuitem")
      .map((item) => [item.textContent, item.getAttribute("href")]);
    expect(items).toEqual([
      ["Profile & Settings", "/profile"],
      ["Membership card", "/membership-card"],
      ["Wallet", "/wallet"],
      ["Upgrade to Premium", "/subscription"],
      ["Sign Out", "/api/logout"],
    ]);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("reads Premium Account for premium members", async () => {
    await renderWithApp(() => <MemberHeader user={makeUser({ membershipTier: "premium" })} />);
    fireEvent.click(screen.getByRole("button", { name: /Account menu/ }));
    expect(screen.getByRole("menuitem", { name: "Premium Account" })).toBeVisible();
  });

  it("the mobile header welcomes the member by first name", async () => {
    await renderWithApp(() => <MobileHeader user={makeUser({ firstName: "Bilal" })} />);
    expect(screen.getByText("Welcome, Bilal")).toBeVisible();
    // The card one tap away on a phone.
    expect(screen.getByRole("link", { name: "Membership card" }).getAttribute("href")).toBe(
      "/membership-card",
    );
  });
});
