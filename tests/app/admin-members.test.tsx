import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminMembersPage } from "../../app/components/admin-members/admin-members-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { AdminMemberDetail, AdminMemberRow } from "../../worker/contract/admin-members";
import { makeUser } from "../fixtures/user";
import { renderWithApp } from "./render";

const row = (overrides: Partial<AdminMemberRow> = {}): AdminMemberRow => ({
  userId: "u1",
  name: "Bilal Qureshi",
  email: "bilal@example.com",
  membershipId: "SPPC-20260301-0042",
  tier: "premium",
  role: "member",
  city: "Riyadh",
  onboardingCompleted: true,
  accountStatus: "active",
  joinedAt: "2026-03-01T09:00:00.000Z",
  lastActiveAt: null,
  ...overrides,
});

const detail = (overrides: Partial<AdminMemberDetail["member"]> = {}): AdminMemberDetail => ({
  member: {
    ...row(),
    firstName: "Bilal",
    lastName: "Qureshi",
    title: "Engineer",
    company: "Aramco",
    phoneNumber: "+966500000000",
    industry: null,
    bio: null,
    emailVerified: true,
    validUntil: "2027-03-01T00:00:00.000Z",
    subscriptionStatus: "active",
    suspendedAt: null,
    suspendedReason: null,
    importedAt: null,
    ...overrides,
  },
  consents: [
    {
      purpose: "terms",
      granted: true,
      method: "signup",
      policyVersion: "2026-01",
      createdAt: "2026-03-01T09:00:00.000Z",
    },
  ],
  rsvps: [
    {
      id: "r1",
      eventId: "e1",
      eventName: "Riyadh Mixer",
      startsAt: "2026-05-01T15:00:00.000Z",
      status: "confirmed",
      createdAt: "2026-03-02T09:00:00.000Z",
    },
  ],
  payments: [
    {
      id: "p1",
      tier: "premium",
      amountHalalas: 29_900,
      currency: "SAR",
      provider: "bank_transfer",
      status: "paid",
      paidAt: "2026-03-01T09:00:00.000Z",
      createdAt: "2026-03-01T09:00:00.000Z",
    },
  ],
  posts: [
    { id: "post-1", content: "Buy cheap followers", createdAt: "2026-03-03T09:00:00.000Z", removed: true },
  ],
});

type Answer = (url: URL, init?: RequestInit) => Response | undefined;

function stubApi(answer: Answer = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const custom = answer(url, init);
    if (custom) return custom;
    if (url.pathname.startsWith("/api/auth/user")) return Response.json(makeUser({ role: "admin" }));
    if (url.pathname === "/api/admin/members")
      return Response.json({ members: [row()], total: 1, page: 1, pageSize: 25 });
    if (url.pathname === "/api/admin/members/u1") return Response.json(detail());
    return new Response("not stubbed", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const writes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "PUT" || init?.method === "POST")
    .map(([input, init]) => [init?.method, String(input), JSON.parse(String(init?.body))]);

const page = () => (
  <>
    <AdminMembersPage />
    <Toaster />
  </>
);

describe("admin members page", () => {
  it("lists members with their tier, role, status and dates, and the total", async () => {
    stubApi();
    await renderWithApp(page);
    const table = within(await screen.findByRole("table", { name: "Members" }));
    const line = within(table.getByRole("row", { name: /Bilal Qureshi/ }));
    expect(line.getByText("bilal@example.com")).toBeVisible();
    expect(line.getByText("SPPC-20260301-0042")).toBeVisible();
    expect(line.getByText("Premium")).toBeVisible();
    expect(line.getByText("Member")).toBeVisible();
    expect(line.getByText("Active")).toBeVisible();
    expect(line.getByText("Mar 1, 2026")).toBeVisible();
    expect(line.getByText("Never")).toBeVisible();
    expect(screen.getByText("1 members · page 1 of 1")).toBeVisible();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/members.csv",
    );
  });

  it("searches, filters, sorts and pages; the CSV link follows the filters; empty results say so", async () => {
    const fetchMock = stubApi((url) => {
      if (url.pathname !== "/api/admin/members") return undefined;
      if (url.searchParams.get("q") === "nobody")
        return Response.json({ members: [], total: 0, page: 1, pageSize: 25 });
      const page = Number(url.searchParams.get("page") ?? 1);
      return Response.json({ members: [row({ name: `Page ${page}` })], total: 30, page, pageSize: 25 });
    });
    await renderWithApp(page);
    expect(await screen.findByText("30 members · page 1 of 2")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("30 members · page 2 of 2")).toBeVisible();
    expect((screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText("Tier"), { target: { value: "executive" } });
    fireEvent.change(screen.getByLabelText("Account status"), { target: { value: "suspended" } });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "name" } });
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "Riyadh" } });
    fireEvent.change(screen.getByLabelText("Search members"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No members match these filters.")).toBeVisible();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain("/api/admin/members?page=2");
    expect(urls).toContain(
      "/api/admin/members?q=nobody&tier=executive&city=Riyadh&status=suspended&sort=name",
    );
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/members.csv?q=nobody&tier=executive&city=Riyadh&status=suspended&sort=name",
    );
  });

  it("opens a member's detail with consents, RSVPs, payments and posts", async () => {
    stubApi();
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Open Bilal Qureshi" }));
    const panel = within(await screen.findByRole("region", { name: "Member: Bilal Qureshi" }));
    expect(await panel.findByText(/terms: Granted · signup/)).toBeVisible();
    expect(panel.getByText("Riyadh Mixer")).toBeVisible();
    expect(panel.getByText(/SAR\s?299\.00 · bank_transfer · paid/)).toBeVisible();
    expect(panel.getByText("Buy cheap followers")).toBeVisible();
    expect(panel.getByText("Removed")).toBeVisible();
  });

  it("changes the tier only after confirmation, and requires a reason to suspend", async () => {
    const fetchMock = stubApi((_url, init) =>
      init?.method === "PUT" || init?.method === "POST" ? Response.json(detail()) : undefined,
    );
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Open Bilal Qureshi" }));
    const panel = within(await screen.findByRole("region", { name: "Member: Bilal Qureshi" }));
    fireEvent.change(await panel.findByLabelText("New tier"), { target: { value: "executive" } });
    fireEvent.change(panel.getByLabelText("Valid until (optional)"), { target: { value: "2027-06-30" } });
    fireEvent.click(panel.getByRole("button", { name: "Apply Change tier" }));
    const question = panel.getByRole("alertdialog", { name: "Change Bilal Qureshi's tier to Executive?" });
    expect(writes(fetchMock)).toEqual([]);
    fireEvent.click(within(question).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Tier changed")).toBeVisible();

    fireEvent.click(panel.getByRole("button", { name: "Suspend Bilal Qureshi" }));
    expect(await panel.findByText("Give a reason for the suspension.")).toBeVisible();
    expect(document.activeElement).toBe(panel.getByLabelText(/Reason for suspension/));
    fireEvent.change(panel.getByLabelText(/Reason for suspension/), { target: { value: " Spam " } });
    fireEvent.click(panel.getByRole("button", { name: "Suspend Bilal Qureshi" }));
    expect(await screen.findByText("Member suspended")).toBeVisible();
    expect(writes(fetchMock)).toEqual([
      ["PUT", "/api/admin/members/u1/tier", { tier: "executive", validUntil: "2027-06-30" }],
      ["POST", "/api/admin/members/u1/suspend", { reason: "Spam" }],
    ]);
  });

  it("shows the server's refusal when an admin tries to remove their own role", async () => {
    stubApi((_url, init) =>
      init?.method === "PUT"
        ? Response.json(
            {
              error: {
                code: "conflict",
                message: "You cannot remove your own admin role. Ask another admin to do it.",
              },
            },
            { status: 409 },
          )
        : undefined,
    );
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Open Bilal Qureshi" }));
    const panel = within(await screen.findByRole("region", { name: "Member: Bilal Qureshi" }));
    fireEvent.change(await panel.findByLabelText("New role"), { target: { value: "admin" } });
    fireEvent.click(panel.getByRole("button", { name: "Apply Change role" }));
    fireEvent.click(panel.getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("You cannot remove your own admin role. Ask another admin to do it."),
    ).toBeVisible();
  });

  it("offers restore for a suspended member", async () => {
    const fetchMock = stubApi((url, init) => {
      if (url.pathname === "/api/admin/members/u1" && !init?.method)
        return Response.json(
          detail({
            accountStatus: "suspended",
            suspendedAt: "2026-04-01T00:00:00.000Z",
            suspendedReason: "Spam",
          }),
        );
      return init?.method === "POST" ? Response.json(detail()) : undefined;
    });
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Open Bilal Qureshi" }));
    const panel = within(await screen.findByRole("region", { name: "Member: Bilal Qureshi" }));
    expect(await panel.findByText("Suspended since Apr 1, 2026: Spam")).toBeVisible();
    fireEvent.click(panel.getByRole("button", { name: "Restore Bilal Qureshi" }));
    expect(await screen.findByText("Member restored")).toBeVisible();
    expect(writes(fetchMock)).toEqual([["POST", "/api/admin/members/u1/restore", {}]]);
  });

  it("says so when there are no members at all", async () => {
    stubApi((url) =>
      url.pathname === "/api/admin/members"
        ? Response.json({ members: [], total: 0, page: 1, pageSize: 25 })
        : undefined,
    );
    await renderWithApp(page);
    expect(await screen.findByText("No members yet.")).toBeVisible();
  });
});
