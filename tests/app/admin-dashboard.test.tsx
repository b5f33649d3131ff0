import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminDashboardPage } from "../../app/components/admin-dashboard/admin-dashboard-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { AdminDashboard } from "../../worker/contract/admin-dashboard";
import { makeUser } from "../fixtures/user";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const dashboard: AdminDashboard = {
  totalMembers: 4213,
  activeMembers: 1870,
  pendingProfiles: 96,
  emailsSent: 1204,
  recentSignups: [
    { name: "Ayesha Khan", email: "ayesha@example.com", joined: "2026-11-20T09:00:00.000Z", tier: "premium" },
  ],
  upcomingEvents: [
    {
      id: "e1",
      slug: "riyadh-networking-night",
      name: "Riyadh Networking Night",
      startsAt: "2026-12-01T16:00:00.000Z",
      capacity: 120,
      confirmed: 87,
      waitlisted: 4,
    },
  ],
  pendingModeration: { photos: 3, jobs: 0, businesses: 1, applications: 2, reports: 0 },
};

const stats = (body: AdminDashboard) => () => json<AdminDashboard>(body);
// The page reads only `queued` (the app's type for this answer; no contract type).
const queued = () => json<{ queued: number }>({ queued: 12 });

/** An admin session, GET /api/admin/stats answering `answerStats`, the welcome emails `answerSend`. */
function stubApi(answerStats: () => Response, answerSend: () => Response = queued) {
  return stubFetch(
    { "GET /api/admin/stats": answerStats, "POST /api/admin/send-welcome-emails": answerSend },
    { user: makeUser({ role: "admin" }) },
  );
}

const page = () => (
  <>
    <AdminDashboardPage />
    <Toaster />
  </>
);

const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("admin dashboard", () => {
  it("shows the live numbers, recent sign-ups, upcoming events and pending moderation with links", async () => {
    stubApi(stats(dashboard));
    await renderWithApp(page);
    await screen.findByText("Total members");
    expect(stat("Total members")).toBe("4,213");
    expect(stat("Active members")).toBe("1,870");
    expect(stat("Pending profiles")).toBe("96");
    expect(stat("Welcome emails sent")).toBe("1,204");
    expect(screen.queryByText("The live numbers could not be loaded; these are estimates.")).toBeNull();

    const signups = within(screen.getByRole("table", { name: "Recent sign-ups" }));
    const row = within(signups.getByRole("row", { name: /Ayesha Khan/ }));
    expect(row.getByText("ayesha@example.com")).toBeVisible();
    expect(row.getByText("Premium")).toBeVisible();

    const events = within(screen.getByRole("table", { name: "Upcoming events" }));
    const event = within(events.getByRole("row", { name: /Riyadh Networking Night/ }));
    expect(event.getByText("87 / 120")).toBeVisible();
    expect(event.getByText("4")).toBeVisible();

    const moderation = within(screen.getByRole("region", { name: "Waiting for review" }));
    expect(moderation.getByRole("link", { name: "Event photos" }).getAttribute("href")).toBe("/admin/photos");
    expect(moderation.getByRole("link", { name: "Membership applications" }).getAttribute("href")).toBe(
      "/admin/applications",
    );
    expect(moderation.getByRole("link", { name: "Business listings" })).toBeVisible();
    expect(moderation.queryByRole("link", { name: "Job posts" })).toBeNull();
    expect(screen.getByRole("link", { name: "Open the moderation queue" }).getAttribute("href")).toBe(
      "/admin/moderation",
    );
  });

  it("shows the spec's fallback numbers with a note only when the stats call fails", async () => {
    stubApi(() => new Response("boom", { status: 500 }));
    await renderWithApp(page);
    expect(
      await screen.findByText("The live numbers could not be loaded; these are estimates."),
    ).toBeVisible();
    expect(stat("Total members")).toBe("3,000+");
    expect(stat("Active members")).toBe("2,850");
    expect(stat("Pending profiles")).toBe("150");
    expect(stat("Welcome emails sent")).toBe("2,950");
    expect(screen.getAllByText("This list could not be loaded.")).toHaveLength(3);
  });

  it("has empty states for every list", async () => {
    stubApi(
      stats({
        ...dashboard,
        recentSignups: [],
        upcomingEvents: [],
        pendingModeration: { photos: 0, jobs: 0, businesses: 0, applications: 0, reports: 0 },
      }),
    );
    await renderWithApp(page);
    expect(await screen.findByText("No one has signed up yet.")).toBeVisible();
    expect(screen.getByText("No upcoming events.")).toBeVisible();
    expect(screen.getByText("Nothing is waiting for review.")).toBeVisible();
  });

  it("tells a member who is not an admin that the area is for administrators, without numbers", async () => {
    stubApi(() => apiError(403, "forbidden", "Admins only"));
    await renderWithApp(page);
    expect(await screen.findByText("This area is for administrators only.")).toBeVisible();
    expect(screen.queryByText("3,000+")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send welcome emails" })).toBeNull();
  });

  it("sends the welcome emails and toasts the spec's success text", async () => {
    const fetchMock = stubApi(stats(dashboard));
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Send welcome emails" }));
    expect(await screen.findByText("Welcome Emails Sent")).toBeVisible();
    expect(screen.getByText("Profile completion emails sent to all new members.")).toBeVisible();
    expect(screen.getByText("12 emails queued.")).toBeVisible();
    expect(requestsOf(fetchMock, "POST").map((post) => post.path)).toEqual([
      "/api/admin/send-welcome-emails",
    ]);
  });

  it("toasts 'Email Send Failed' with the server's message when sending fails", async () => {
    stubApi(stats(dashboard), () => apiError(500, "internal", "Queue unavailable"));
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Send welcome emails" }));
    expect(await screen.findByText("Email Send Failed")).toBeVisible();
    expect(screen.getByText("Queue unavailable")).toBeVisible();
  });
});
