import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type WhatsappFilters, WhatsappGroupsPage } from "../../app/components/whatsapp/whatsapp-groups-page";
import type { WhatsappGroup, WhatsappGroupsResponse } from "../../worker/contract/whatsapp-groups";
import { makeUser } from "../fixtures/user";
import { makeWhatsappGroup } from "../fixtures/whatsapp-groups";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const group = (overrides: Partial<WhatsappGroup> = {}) =>
  makeWhatsappGroup({
    id: "g1",
    slug: "riyadh-business",
    name: "Riyadh Business Network",
    description: "Pakistani entrepreneurs in Riyadh.",
    groupType: "business",
    memberCount: 1845,
    adminName: "Ahmed Khan",
    rules: ["Be respectful", "No spam", "No politics", "Promotions on Thursdays"],
    tags: ["riyadh", "networking"],
    lastActivityAt: hoursAgo(2),
    inviteLink: null,
    ...overrides,
  });

/** Answers the session call (member or visitor) and the groups call; returns the fetch mock. */
function stubApi({ member, groups }: { member: boolean; groups: WhatsappGroup[] }) {
  return stubFetch(
    { "GET /api/whatsapp-groups": () => json<WhatsappGroupsResponse>({ groups }) },
    { user: member ? makeUser() : null },
  );
}

function renderPage(filters: WhatsappFilters = { search: "", type: "all" }, language?: "en" | "ar" | "ur") {
  const onFiltersChange = vi.fn();
  return renderWithApp(() => <WhatsappGroupsPage filters={filters} onFiltersChange={onFiltersChange} />, {
    language,
  });
}

describe("WhatsApp groups page", () => {
  it("shows a card with the first 2 rules, '+N more rules', type, members, admin and activity", async () => {
    stubApi({ member: false, groups: [group()] });
    await renderPage();
    const card = await screen.findByRole("article", { name: "Riyadh Business Network" });
    const inCard = within(card);
    expect(inCard.getByText("Be respectful")).toBeVisible();
    expect(inCard.getByText("No spam")).toBeVisible();
    expect(inCard.queryByText("No politics")).toBeNull();
    expect(inCard.getByText("+2 more rules")).toBeVisible();
    expect(inCard.getByText("Business")).toBeVisible();
    expect(inCard.getByText("1,845 members")).toBeVisible();
    expect(inCard.getByText("Admin: \u2068Ahmed Khan\u2069")).toBeVisible();
    expect(inCard.getByText("Last activity 2 hours ago")).toBeVisible();
    expect(inCard.getByText("#networking")).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("has no '+N more rules' line with 2 rules or fewer", async () => {
    stubApi({ member: false, groups: [group({ rules: ["Be respectful", "No spam"] })] });
    await renderPage();
    await screen.findByRole("article", { name: "Riyadh Business Network" });
    expect(screen.queryByText(/more rules/)).toBeNull();
  });

  it("shows 'No groups found' when nothing matches, and sends the filters to the API", async () => {
    const fetchMock = stubApi({ member: false, groups: [] });
    await renderPage({ search: "cricket", type: "jobs" });
    expect(await screen.findByText("No groups found")).toBeVisible();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      "/api/whatsapp-groups?search=cricket&type=jobs",
    );
    expect((screen.getByLabelText("Search groups") as HTMLInputElement).value).toBe("cricket");
    expect((screen.getByLabelText("Group type") as HTMLSelectElement).value).toBe("jobs");
  });

  it("asks visitors to sign in instead of showing the invite link", async () => {
    stubApi({ member: false, groups: [group()] });
    await renderPage();
    const link = await screen.findByRole("link", { name: "Sign in to join" });
    expect(link.getAttribute("href")).toBe("/login?next=%2Fwhatsapp-groups");
    expect(screen.queryByRole("link", { name: /Join group/ })).toBeNull();
  });

  it("gives members a 'Join group' link that opens in a new tab", async () => {
    stubApi({
      member: true,
      groups: [group({ inviteLink: "https://chat.whatsapp.com/sppc-riyadh-business" })],
    });
    await renderPage();
    const link = await screen.findByRole("link", { name: /Join group/ });
    expect(link.getAttribute("href")).toBe("https://chat.whatsapp.com/sppc-riyadh-business");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.queryByRole("link", { name: "Sign in to join" })).toBeNull();
  });

  it("speaks Urdu: texts and the relative time", async () => {
    stubApi({ member: false, groups: [group({ lastActivityAt: hoursAgo(50) })] });
    await renderPage(undefined, "ur");
    expect(await screen.findByText("+2 مزید قواعد")).toBeVisible();
    expect(screen.getByRole("link", { name: "شامل ہونے کے لیے سائن ان کریں" })).toBeVisible();
    const expected = new Intl.RelativeTimeFormat("ur", { numeric: "always" }).format(-2, "day");
    expect(screen.getByText(`آخری سرگرمی ${expected}`)).toBeVisible();
  });
});
