import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { BottomNav } from "../../app/components/layout/bottom-nav";
import { isActivePath } from "../../app/components/layout/nav-items";
import type { UnreadCount } from "../../worker/contract/notifications";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

describe("mobile bottom bar, first variant (no finished profile yet)", () => {
  // The Messages tile asks for the unread count: answered 404 here (no badge), never the network.
  beforeEach(() => {
    stubFetch();
  });

  it("has Home, Jobs, Business, Forums and More, and highlights the entry for the current path", async () => {
    await renderWithApp(() => <BottomNav />, { path: "/jobs/123" });
    const nav = screen.getByRole("navigation", { name: "Mobile navigation" });
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Home", "Jobs", "Business", "Forums"]);
    expect(within(nav).getByRole("link", { name: "Jobs" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    expect(nav.className).toContain("md:hidden");
  });

  it("More opens the Menu sheet with the card and the Wallet among its tiles; a tile or the close control closes it", async () => {
    await renderWithApp(() => <BottomNav />);
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    const tiles = within(sheet)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(tiles).toEqual([
      ["Profile", "/profile"],
      ["Network", "/members"],
      ["Membership card", "/membership-card"],
      ["Wallet", "/wallet"],
      ["WhatsApp", "/whatsapp-groups"],
      ["Premium", "/premium"],
      ["Messages", "/messages"],
      ["Logout", "/api/logout"],
    ]);
    fireEvent.click(within(sheet).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "More" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("link", { name: "Premium" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("mobile bottom bar for a member with a finished profile (the second variant)", () => {
  it("has Home, Network (the directory), Jobs, Business, Messages with its unread badge, and More", async () => {
    stubFetch(
      { "GET /api/messages/unread-count": () => json<UnreadCount>({ count: 3 }) },
      { user: makeUser({ profileCompleted: true }) },
    );
    await renderWithApp(() => <BottomNav />, { path: "/messages/friend" });
    const nav = screen.getByRole("navigation", { name: "Mobile navigation" });
    // The bar follows the signed-in member once the current-user call answers.
    await waitFor(() => expect(nav.getAttribute("data-variant")).toBe("member"));
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["Network", "/members"],
      ["Jobs", "/jobs"],
      ["Business", "/business"],
      [expect.stringMatching(/Messages$/), "/messages"],
    ]);
    const messages = within(nav).getByRole("link", { name: /Messages/ });
    expect(messages.getAttribute("aria-current")).toBe("page");
    expect(await within(messages).findByText("3 unread")).toBeTruthy();
    expect(within(nav).getByRole("button", { name: "More" })).toBeTruthy();

    // Forums moves into the sheet; Network and Messages are not repeated there.
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    const tiles = within(screen.getByRole("dialog", { name: "Menu" }))
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(tiles).toEqual([
      "Profile",
      "Forums",
      "Membership card",
      "Wallet",
      "WhatsApp",
      "Premium",
      "Logout",
    ]);
  });

  it("an account still in onboarding keeps the first variant", async () => {
    stubFetch({}, { user: makeUser({ profileCompleted: false }) });
    const { queryClient } = await renderWithApp(() => <BottomNav />);
    await waitFor(() => expect(queryClient.getQueryData(["/api/auth/user"])).toBeTruthy());
    const nav = screen.getByRole("navigation", { name: "Mobile navigation" });
    expect(nav.getAttribute("data-variant")).toBe("onboarding");
    expect(within(nav).queryByRole("link", { name: "Network" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Forums" })).toBeTruthy();
  });
});

describe("isActivePath", () => {
  it.each([
    ["/", "/", true],
    ["/jobs", "/", false],
    ["/jobs", "/jobs", true],
    ["/jobs/42", "/jobs", true],
    ["/jobsearch", "/jobs", false],
  ])("%s with entry %s -> %s", (pathname, to, expected) => {
    expect(isActivePath(pathname, to)).toBe(expected);
  });
});
