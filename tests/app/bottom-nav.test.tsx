import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { BottomNav } from "../../app/components/layout/bottom-nav";
import { isActivePath } from "../../app/components/layout/nav-items";
import { stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

describe("mobile bottom bar", () => {
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
