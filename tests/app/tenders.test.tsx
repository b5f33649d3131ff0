import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TendersPage, type TendersSearch } from "../../app/components/tenders/tenders-page";
import type {
  TenderAlertsAnswer,
  TenderCategory,
  TenderDetail,
  TenderListAnswer,
  TenderLookupAnswer,
  TenderSummary,
} from "../../worker/contract/tenders";
import { json, requestsOf, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const summary: TenderSummary = {
  id: "t1",
  slug: "riyadh-metro",
  title: "Riyadh Metro Station Maintenance Services",
  organization: "Royal Commission for Riyadh City",
  value: "SAR 45M",
  deadline: "2027-01-15",
  category: "Transportation",
  status: "Active",
  description: "Five-year maintenance of stations.",
  publishedAt: "2026-11-01T00:00:00.000Z",
};
const detail: TenderDetail = {
  ...summary,
  details: "Scope: 22 stations.",
  referenceNumber: "RCRC-1",
  documents: [
    {
      id: "d1",
      fileName: "Scope.pdf",
      contentType: "application/pdf",
      size: 2048,
      url: "/api/tenders/riyadh-metro/documents/d1",
    },
  ],
};
const counts = { Construction: 0, Technology: 0, Energy: 0, Healthcare: 0, Transportation: 1 };

function stubApi({ premium, tenders = [summary] }: { premium: boolean; tenders?: TenderSummary[] }) {
  const list: TenderListAnswer = {
    tenders,
    nextCursor: null,
    counts,
    total: tenders.length,
    premiumAccess: premium,
  };
  const lookup: TenderLookupAnswer = premium
    ? { locked: false, tender: detail }
    : { locked: true, tender: summary };
  stubFetch({
    "GET /api/tenders": () => json<TenderListAnswer>(list),
    "GET /api/tenders/riyadh-metro": () => json<TenderLookupAnswer>(lookup),
  });
}

function renderPage(search: TendersSearch = {}) {
  const onChange = vi.fn();
  return { onChange, ...renderWithApp(() => <TendersPage search={search} onChange={onChange} />) };
}

describe("Tenders page", () => {
  it("shows a basic member the banner, the counts and the card with a green Active badge", async () => {
    stubApi({ premium: false });
    const { onChange } = renderPage();
    const card = await screen.findByRole("article", { name: summary.title });
    expect(within(card).getByText("Active").className).toContain("bg-green-100");
    expect(within(card).getByText("SAR 45M")).toBeVisible();
    expect(screen.getByRole("link", { name: "Upgrade to Premium" }).getAttribute("href")).toBe(
      "/subscription",
    );
    expect(screen.getByRole("button", { name: /^Transportation\W*1\W*$/ })).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: /^Transportation/ }));
    expect(onChange).toHaveBeenCalledWith({ category: "Transportation" });
    fireEvent.click(within(card).getByRole("button", { name: `View details: ${summary.title}` }));
    expect(onChange).toHaveBeenLastCalledWith({ tender: "riyadh-metro" });
  });

  it("a locked answer shows the upgrade prompt, never details", async () => {
    stubApi({ premium: false });
    renderPage({ tender: "riyadh-metro" });
    expect(await screen.findByText("Details are for Premium members")).toBeVisible();
    expect(screen.queryByText("Scope: 22 stations.")).toBeNull();
    expect(screen.queryByRole("link", { name: "Scope.pdf" })).toBeNull();
  });

  it("a premium member sees the details, the reference number and the document links, without the banner", async () => {
    stubApi({ premium: true });
    renderPage({ tender: "riyadh-metro" });
    expect(await screen.findByText("Scope: 22 stations.")).toBeVisible();
    expect(screen.getByText("RCRC-1")).toBeVisible();
    expect(screen.getByRole("link", { name: "Scope.pdf" }).getAttribute("href")).toBe(
      detail.documents[0]?.url,
    );
    await screen.findByRole("article", { name: summary.title });
    expect(screen.queryByText("Premium feature")).toBeNull();
  });

  it("searches what was typed", async () => {
    stubApi({ premium: false });
    const { onChange } = renderPage({ category: "Energy" });
    await screen.findByRole("article", { name: summary.title });
    fireEvent.change(screen.getByLabelText("Search tenders"), { target: { value: "metro" } });
    fireEvent.click(screen.getByRole("button", { name: /^Search$/ }));
    expect(onChange).toHaveBeenLastCalledWith({ category: "Energy", q: "metro" });
  });

  it("shows the empty state when nothing matches", async () => {
    stubApi({ premium: false, tenders: [] });
    renderPage({ q: "nothing" });
    expect(await screen.findByText("No tenders found")).toBeVisible();
    expect(screen.getByText("Try adjusting your search or filters.")).toBeVisible();
  });
});

// Moved from tests/e2e/tenders.spec.ts, which keeps the journey (a document attached by an admin, the
// Basic member's prompt, the Premium member's details and download).
describe("Tenders page: more of the list, and alerts", () => {
  it("'Load more' asks for the next page with the cursor, adds its cards and goes once none is left", async () => {
    const second: TenderSummary = {
      ...summary,
      id: "t2",
      slug: "jeddah-port",
      title: "Jeddah Port Dredging",
    };
    const page = (tenders: TenderSummary[], nextCursor: string | null): TenderListAnswer => ({
      tenders,
      nextCursor,
      counts,
      total: 2,
      premiumAccess: false,
    });
    const fetchMock = stubFetch({
      "GET /api/tenders": (request) =>
        json<TenderListAnswer>(
          request.url.searchParams.get("cursor") === "page-2"
            ? page([second], null)
            : page([summary], "page-2"),
        ),
    });
    renderPage();
    await screen.findByRole("article", { name: summary.title });
    expect(screen.queryByRole("article", { name: second.title })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("article", { name: second.title });
    expect(screen.getByRole("article", { name: summary.title })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(requestsOf(fetchMock).map((request) => request.url.searchParams.get("cursor"))).toEqual([
      null,
      "page-2",
    ]);
  });

  it("'Tender alerts' saves the chosen categories, closes, and shows them chosen when opened again", async () => {
    let saved: TenderCategory[] = ["Construction"];
    const fetchMock = stubFetch({
      "GET /api/tenders": () =>
        json<TenderListAnswer>({
          tenders: [summary],
          nextCursor: null,
          counts,
          total: 1,
          premiumAccess: false,
        }),
      "GET /api/tenders/alerts": () => json<TenderAlertsAnswer>({ categories: saved }),
      "PUT /api/tenders/alerts": (request) => {
        saved = (request.body as TenderAlertsAnswer).categories;
        return json<TenderAlertsAnswer>({ categories: saved });
      },
    });
    renderPage();
    await screen.findByRole("article", { name: summary.title });
    fireEvent.click(screen.getByRole("button", { name: "Tender alerts" }));
    const dialog = await screen.findByRole("dialog", { name: "Tender alerts" });
    const energy = await within(dialog).findByLabelText("Energy");
    expect((within(dialog).getByLabelText("Construction") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText("Construction"));
    fireEvent.click(energy);
    fireEvent.click(within(dialog).getByLabelText("Healthcare"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save alerts" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Tender alerts" })).toBeNull());
    expect(writesOf(fetchMock).map((request) => [request.key, request.body])).toEqual([
      ["PUT /api/tenders/alerts", { categories: ["Energy", "Healthcare"] }],
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Tender alerts" }));
    const again = await screen.findByRole("dialog", { name: "Tender alerts" });
    await within(again).findByLabelText("Energy");
    const checked = (name: string) => (within(again).getByLabelText(name) as HTMLInputElement).checked;
    expect([checked("Energy"), checked("Healthcare"), checked("Construction")]).toEqual([true, true, false]);
  });
});
