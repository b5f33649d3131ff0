import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminMembersPage } from "../../app/components/admin-members/admin-members-page";
import { Toaster } from "../../app/components/ui/toaster";
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMemberDetail,
  type AdminMemberRow,
  type AdminMembersPage as MembersPage,
} from "../../worker/contract/admin-members";
import { makeAdminMemberDetail, makeAdminMemberRow } from "../fixtures/admin-members";
import { makeUser } from "../fixtures/user";
import { apiError, type FetchStub, type Handler, json, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const bilal = {
  userId: "u1",
  name: "Bilal Qureshi",
  email: "bilal@example.com",
  membershipId: "SPPC-20260301-0042",
  tier: "premium",
  // The end of 1 March 2030 in Riyadh.
  validUntil: "2030-03-01T20:59:59.999Z",
  membershipStatus: "valid",
  city: "khobar",
  joinedAt: "2026-03-01T09:00:00.000Z",
} satisfies Partial<AdminMemberRow>;

const DAY_MS = 86_400_000;
/** A Riyadh calendar day (UTC+3 all year), worked out here rather than by the app's helpers. */
const riyadhDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

const row = (overrides: Partial<AdminMemberRow> = {}) => makeAdminMemberRow({ ...bilal, ...overrides });

const detail = (overrides: Partial<AdminMemberDetail["member"]> = {}) =>
  makeAdminMemberDetail(
    {
      ...bilal,
      firstName: "Bilal",
      lastName: "Qureshi",
      title: "Engineer",
      company: "Aramco",
      phoneNumber: "+966500000000",
      subscriptionStatus: "active",
      ...overrides,
    },
    {
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
        {
          id: "post-1",
          content: "Buy cheap followers",
          createdAt: "2026-03-03T09:00:00.000Z",
          removed: true,
        },
      ],
    },
  );

const membersPage = (members: AdminMemberRow[], total = members.length, page = 1) =>
  json<MembersPage>({ members, total, page, pageSize: ADMIN_MEMBERS_PAGE_SIZE });

/** An admin session, one member and their detail; `answer` goes first. */
function stubApi(answer: Handler = () => undefined) {
  return stubFetch(
    (request) => {
      const custom = answer(request);
      if (custom) return custom;
      if (request.path === "/api/admin/members") return membersPage([row()]);
      if (request.path === "/api/admin/members/u1") return json<AdminMemberDetail>(detail());
    },
    { user: makeUser({ role: "admin" }) },
  );
}

const writes = (fetchMock: FetchStub) =>
  writesOf(fetchMock).map((request) => [request.method, request.path, request.body]);

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
    // The card's end date and what the card says now; the city in the reader's words.
    expect(line.getByText("Mar 1, 2030")).toBeVisible();
    expect(line.getByText("Valid")).toBeVisible();
    expect(line.getByText("Khobar")).toBeVisible();
    expect(line.getByText("Never")).toBeVisible();
    expect(screen.getByText("1 members · page 1 of 1")).toBeVisible();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/members.csv",
    );
    expect(screen.getByRole("link", { name: "Export Excel" }).getAttribute("href")).toBe(
      "/api/admin/members.xlsx",
    );
  });

  it("shows an expired or open membership, and a city no id matched as it was written", async () => {
    stubApi(({ path }) =>
      path === "/api/admin/members"
        ? membersPage([
            row({
              name: "Sana Mir",
              validUntil: "2026-01-10T20:59:59.999Z",
              membershipStatus: "expired",
              city: "Lahore",
            }),
            row({ userId: "u2", name: "Omar Basic", tier: "basic", validUntil: null, city: null }),
          ])
        : undefined,
    );
    await renderWithApp(page);
    const table = within(await screen.findByRole("table", { name: "Members" }));
    const sana = within(table.getByRole("row", { name: /Sana Mir/ }));
    expect(sana.getByText("Jan 10, 2026")).toBeVisible();
    expect(sana.getByText("Expired")).toBeVisible();
    expect(sana.getByText("Lahore")).toBeVisible();
    const omar = within(table.getByRole("row", { name: /Omar Basic/ }));
    expect(omar.getByText("No end date")).toBeVisible();
  });

  it("searches, filters, sorts and pages; the CSV link follows the filters; empty results say so", async () => {
    const fetchMock = stubApi(({ path, url }) => {
      if (path !== "/api/admin/members") return undefined;
      if (url.searchParams.get("q") === "nobody") return membersPage([]);
      const page = Number(url.searchParams.get("page") ?? 1);
      return membersPage([row({ name: `Page ${page}` })], 30, page);
    });
    await renderWithApp(page);
    expect(await screen.findByText("30 members · page 1 of 2")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("30 members · page 2 of 2")).toBeVisible();
    expect((screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText("Tier"), { target: { value: "executive" } });
    fireEvent.change(screen.getByLabelText("Account status"), { target: { value: "suspended" } });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "name" } });
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "riyadh" } });
    fireEvent.change(screen.getByLabelText("Search members"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No members match these filters.")).toBeVisible();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain("/api/admin/members?page=2");
    expect(urls).toContain(
      "/api/admin/members?q=nobody&tier=executive&city=riyadh&status=suspended&sort=name",
    );
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/members.csv?q=nobody&tier=executive&city=riyadh&status=suspended&sort=name",
    );
  });

  it("filters by expiry, membership status and language, sorts by valid-until; both exports follow", async () => {
    const fetchMock = stubApi();
    await renderWithApp(page);
    await screen.findByRole("table", { name: "Members" });
    expect(
      within(screen.getByLabelText("Expires within"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "7 days", "30 days", "60 days", "90 days"]);
    // The city list, Other last.
    expect(within(screen.getByLabelText("City")).getAllByRole("option").at(-1)?.textContent).toBe("Other");
    fireEvent.change(screen.getByLabelText("Expires within"), { target: { value: "30" } });
    fireEvent.change(screen.getByLabelText("Membership"), { target: { value: "valid" } });
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "ur" } });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "validUntil" } });
    const query = "membership=valid&expiresWithin=30&language=ur&sort=validUntil";
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`/api/admin/members?${query}`),
    );
    // Soonest end first unless the admin turns it round.
    expect((screen.getByLabelText("Order") as HTMLSelectElement).value).toBe("asc");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      `/api/admin/members.csv?${query}`,
    );
    expect(screen.getByRole("link", { name: "Export Excel" }).getAttribute("href")).toBe(
      `/api/admin/members.xlsx?${query}`,
    );
  });

  it("offers one Excel file and one CSV however many members match", async () => {
    stubApi(({ path }) => (path === "/api/admin/members" ? membersPage([row()], 50_000) : undefined));
    await renderWithApp(page);
    expect(await screen.findByText("50000 members · page 1 of 2000")).toBeVisible();
    expect(screen.getAllByRole("link", { name: /^Export/ }).map((link) => link.getAttribute("href"))).toEqual(
      ["/api/admin/members.csv", "/api/admin/members.xlsx"],
    );
  });

  it("opens a member's detail with consents, RSVPs, payments and posts", async () => {
    stubApi();
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Open Bilal Qureshi" }));
    const panel = within(await screen.findByRole("region", { name: "Member: Bilal Qureshi" }));
    expect(await panel.findByText(/terms: Granted · signup/)).toBeVisible();
    expect(panel.getByText("Tier: Premium")).toBeVisible();
    expect(panel.getByText("Subscription: Active")).toBeVisible();
    expect(panel.getByText("Riyadh Mixer")).toBeVisible();
    expect(panel.getByText("Riyadh Mixer").closest("li")?.textContent).toMatch(/ · Confirmed$/);
    expect(panel.getByText(/SAR\s?299\.00 · Bank transfer · Paid/)).toBeVisible();
    expect(panel.getByText("Buy cheap followers")).toBeVisible();
    expect(panel.getByText("Removed")).toBeVisible();
  });

  it("changes the tier only after confirmation, and requires a reason to suspend", async () => {
    const fetchMock = stubApi(({ method }) =>
      method === "PUT" || method === "POST" ? json<AdminMemberDetail>(detail()) : undefined,
    );
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Open Bilal Qureshi" }));
    const panel = within(await screen.findByRole("region", { name: "Member: Bilal Qureshi" }));
    fireEvent.change(await panel.findByLabelText("New tier"), { target: { value: "executive" } });
    // A running paid period: the form starts from its end.
    expect((panel.getByLabelText(/^Valid until/) as HTMLInputElement).value).toBe("2030-03-01");
    fireEvent.change(panel.getByLabelText(/^Valid until/), { target: { value: "2030-06-30" } });
    fireEvent.click(panel.getByRole("button", { name: "Apply Change tier" }));
    const question = panel.getByRole("alertdialog", {
      name: "Change Bilal Qureshi's tier to Executive until Jun 30, 2030?",
    });
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
      ["PUT", "/api/admin/members/u1/tier", { tier: "executive", validUntil: "2030-06-30" }],
      ["POST", "/api/admin/members/u1/suspend", { reason: "Spam" }],
    ]);
  });

  it("a paid grant to a Basic member offers a year from today, and needs a day from today on", async () => {
    const fetchMock = stubApi(({ key, method }) => {
      if (key === "GET /api/admin/members/u1")
        return json<AdminMemberDetail>(detail({ tier: "basic", validUntil: null, subscriptionStatus: null }));
      return method === "PUT" ? json<AdminMemberDetail>(detail()) : undefined;
    });
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Open Bilal Qureshi" }));
    const panel = within(await screen.findByRole("region", { name: "Member: Bilal Qureshi" }));
    expect(panel.queryByLabelText(/^Valid until/)).toBeNull();
    fireEvent.change(await panel.findByLabelText("New tier"), { target: { value: "premium" } });
    const until = panel.getByLabelText(/^Valid until/) as HTMLInputElement;
    const today = riyadhDay(Date.now());
    expect(until.value).toBe(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
    expect(until.min).toBe(today);
    expect(until.required).toBe(true);

    fireEvent.change(until, { target: { value: "" } });
    fireEvent.click(panel.getByRole("button", { name: "Apply Change tier" }));
    expect(await panel.findByText("Choose the day this membership ends.")).toBeVisible();
    expect(until.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(until, { target: { value: riyadhDay(Date.now() - 2 * DAY_MS) } });
    fireEvent.click(panel.getByRole("button", { name: "Apply Change tier" }));
    expect(await panel.findByText("Choose today or a later day.")).toBeVisible();
    expect(panel.queryByRole("alertdialog")).toBeNull();
    expect(writes(fetchMock)).toEqual([]);

    const chosen = riyadhDay(Date.now() + 90 * DAY_MS);
    fireEvent.change(until, { target: { value: chosen } });
    fireEvent.click(panel.getByRole("button", { name: "Apply Change tier" }));
    fireEvent.click(panel.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Tier changed")).toBeVisible();
    expect(writes(fetchMock)).toEqual([
      ["PUT", "/api/admin/members/u1/tier", { tier: "premium", validUntil: chosen }],
    ]);
  });

  it("shows the server's refusal of an end date in the field, in the admin's words", async () => {
    stubApi(({ method }) =>
      method === "PUT"
        ? apiError(422, "validation_failed", "Check the highlighted fields", {
            validUntil: ["Valid until must be today or later"],
          })
        : undefined,
    );
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Open Bilal Qureshi" }));
    const panel = within(await screen.findByRole("region", { name: "Member: Bilal Qureshi" }));
    fireEvent.click(await panel.findByRole("button", { name: "Apply Change tier" }));
    fireEvent.click(panel.getByRole("button", { name: "Confirm" }));
    expect(await panel.findByText("Choose today or a later day.")).toBeVisible();
  });

  it("shows the server's refusal when an admin tries to remove their own role", async () => {
    stubApi(({ method }) =>
      method === "PUT"
        ? apiError(409, "conflict", "You cannot remove your own admin role. Ask another admin to do it.")
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
    const fetchMock = stubApi(({ key, method }) => {
      if (key === "GET /api/admin/members/u1")
        return json<AdminMemberDetail>(
          detail({
            accountStatus: "suspended",
            suspendedAt: "2026-04-01T00:00:00.000Z",
            suspendedReason: "Spam",
          }),
        );
      return method === "POST" ? json<AdminMemberDetail>(detail()) : undefined;
    });
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Open Bilal Qureshi" }));
    const panel = within(await screen.findByRole("region", { name: "Member: Bilal Qureshi" }));
    expect(await panel.findByText("Suspended since Apr 1, 2026: Spam")).toBeVisible();
    fireEvent.click(panel.getByRole("button", { name: "Restore Bilal Qureshi" }));
    expect(await screen.findByText("Member restored")).toBeVisible();
    expect(writes(fetchMock)).toEqual([["POST", "/api/admin/members/u1/restore", undefined]]);
  });

  it("says so when there are no members at all", async () => {
    stubApi(({ path }) => (path === "/api/admin/members" ? membersPage([]) : undefined));
    await renderWithApp(page);
    expect(await screen.findByText("No members yet.")).toBeVisible();
  });
});
