// Staff find their screens: Admin for administrators and My door duties for stewards in the avatar
// menu, the phone's More sheet and /profile; the admin menu with the outbox and its compact phone
// form; stewards sent from admin pages to their door duties.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminFrame } from "../../app/components/admin/admin-frame";
import { AdminNav } from "../../app/components/admin/admin-nav";
import { AdminEventsPage } from "../../app/components/admin-events/admin-events-page";
import { AvatarMenu } from "../../app/components/layout/avatar-menu";
import { BottomNav } from "../../app/components/layout/bottom-nav";
import { ProfileSettings } from "../../app/components/profile/profile-settings-page";
import type { CurrentUser } from "../../worker/contract/user";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const member = () => makeUser({ role: "member", stewardEvents: 0 });
const admin = () => makeUser({ role: "admin", stewardEvents: 0 });
const steward = () => makeUser({ role: "member", stewardEvents: 2 });

async function avatarMenuItems(user: CurrentUser) {
  stubFetch({}, { user });
  await renderWithApp(() => <AvatarMenu user={user} />);
  fireEvent.click(screen.getByRole("button", { name: /Account menu/ }));
  return screen.getAllByRole("menuitem").map((item) => [item.textContent, item.getAttribute("href")]);
}

describe("the avatar menu", () => {
  it("offers Admin to administrators only, just before Sign Out", async () => {
    const items = await avatarMenuItems(admin());
    expect(items.slice(-2)).toEqual([
      ["Admin", "/admin"],
      ["Sign Out", "/api/logout"],
    ]);
    expect(items.map(([text]) => text)).not.toContain("My door duties");
  });

  it("offers My door duties to stewards only", async () => {
    const items = await avatarMenuItems(steward());
    expect(items.slice(-2)).toEqual([
      ["My door duties", "/admin/events"],
      ["Sign Out", "/api/logout"],
    ]);
    expect(items.map(([text]) => text)).not.toContain("Admin");
  });

  it("offers neither to a member who stewards nothing", async () => {
    const texts = (await avatarMenuItems(member())).map(([text]) => text);
    expect(texts).not.toContain("Admin");
    expect(texts).not.toContain("My door duties");
  });
});

describe("the phone's More sheet", () => {
  const tiles = async (user: CurrentUser) => {
    stubFetch({}, { user });
    await renderWithApp(() => <BottomNav />);
    fireEvent.click(await screen.findByRole("button", { name: "More" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    return within(sheet)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
  };

  it("has an Admin tile for administrators", async () => {
    const shown = await tiles(admin());
    expect(shown).toContainEqual(["Admin", "/admin"]);
    expect(shown.map(([text]) => text)).not.toContain("My door duties");
  });

  it("has a My door duties tile for stewards, and neither for other members", async () => {
    expect(await tiles(steward())).toContainEqual(["My door duties", "/admin/events"]);
  });

  it("has neither for a member who stewards nothing", async () => {
    const texts = (await tiles(member())).map(([text]) => text);
    await waitFor(() => expect(texts).toContain("Profile"));
    expect(texts).not.toContain("Admin");
    expect(texts).not.toContain("My door duties");
  });
});

describe("/profile", () => {
  const noSessions = {
    "GET /api/auth/list-sessions": () => json<[]>([]),
    "GET /api/auth/get-session": () => json<null>(null),
  };

  it("links administrators to Admin and stewards to My door duties", async () => {
    stubFetch(noSessions, { user: admin() });
    const first = await renderWithApp(() => <ProfileSettings user={admin()} />);
    expect(screen.getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin");
    expect(screen.queryByRole("link", { name: "My door duties" })).toBeNull();
    first.unmount();

    await renderWithApp(() => <ProfileSettings user={steward()} />);
    expect(screen.getByRole("link", { name: "My door duties" }).getAttribute("href")).toBe("/admin/events");
    expect(screen.queryByRole("link", { name: "Admin" })).toBeNull();
  });

  it("shows neither to a member who stewards nothing", async () => {
    stubFetch(noSessions, { user: member() });
    await renderWithApp(() => <ProfileSettings user={member()} />);
    expect(screen.queryByRole("link", { name: "Admin" })).toBeNull();
    expect(screen.queryByRole("link", { name: "My door duties" })).toBeNull();
  });
});

describe("the admin menu", () => {
  it("lists the outbox and marks the page shown as current", async () => {
    stubFetch({}, { user: admin() });
    await renderWithApp(() => <AdminNav />, { path: "/admin/outbox" });
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    const outbox = within(nav).getByRole("link", { name: "Email outbox" });
    expect(outbox.getAttribute("href")).toBe("/admin/outbox");
    expect(outbox.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
    expect(within(nav).getAllByRole("link")).toHaveLength(25);
  });

  it("on a phone is one button naming the current section, which opens the list and closes with Escape", async () => {
    stubFetch({}, { user: admin() });
    await renderWithApp(() => <AdminNav />, { path: "/admin/events" });
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    const button = within(nav).getByRole("button", { name: "Admin sections: Events" });
    // The button shows only below md; the list is hidden there until it is opened, a pill row from md up.
    expect(button.className).toContain("md:hidden");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list?.tagName).toBe("UL");
    expect(list?.className).toMatch(/(^| )hidden( |$)/);
    expect(list?.className).toContain("md:flex");
    expect(button.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(list?.className).not.toMatch(/(^| )hidden( |$)/);
    const current = within(list as HTMLElement).getByRole("link", { name: "Events" });
    expect(current.getAttribute("aria-current")).toBe("page");

    current.focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    expect(list?.className).toMatch(/(^| )hidden( |$)/);
  });
});

describe("stewards on admin pages", () => {
  it("sends a steward who opens an admin page to their door duties", async () => {
    stubFetch({}, { user: steward() });
    const { router } = await renderWithApp(
      () => (
        <AdminFrame title="Admin dashboard">
          <p>Admin content</p>
        </AdminFrame>
      ),
      { path: "/admin" },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/events"));
    expect(screen.queryByText("This area is for administrators only.")).toBeNull();
    expect(screen.queryByText("Admin content")).toBeNull();
  });

  it("shows a steward My door duties with a door screen link per event, without the admin menu", async () => {
    stubFetch(
      {
        "GET /api/events/checkin/mine": () =>
          json<{ events: { id: string; name: string; city: null; startsAt: string; venue: string }[] }>({
            events: [
              {
                id: "e1",
                name: "Khobar Evening",
                city: null,
                startsAt: "2027-01-10T16:00:00Z",
                venue: "Hall",
              },
            ],
          }),
      },
      { user: steward() },
    );
    await renderWithApp(() => <AdminEventsPage />, { path: "/admin/events" });
    expect(await screen.findByRole("heading", { level: 1, name: "My door duties" })).toBeVisible();
    const door = await screen.findByRole("link", { name: "Open the door screen" });
    expect(door.getAttribute("href")).toBe("/admin/checkin/e1");
    expect(door).toHaveAccessibleDescription("Khobar Evening");
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).toBeNull();
  });

  it("says so when there are no door duties", async () => {
    stubFetch(
      { "GET /api/events/checkin/mine": () => json<{ events: [] }>({ events: [] }) },
      { user: member() },
    );
    await renderWithApp(() => <AdminEventsPage />, { path: "/admin/events" });
    expect(await screen.findByText("No door duties right now")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(/Managing events is for administrators only\./);
    expect(screen.queryByRole("link", { name: "Open the door screen" })).toBeNull();
  });
});
