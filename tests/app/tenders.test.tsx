import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TendersPage, type TendersSearch } from "../../app/components/tenders/tenders-page";
import type {
  TenderDetail,
  TenderListAnswer,
  TenderLookupAnswer,
  TenderSummary,
} from "../../worker/contract/tenders";
import { json, stubFetch } from "./fetch-stub";
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

  it("shows the empty state when nothing matches", async () => {
    stubApi({ premium: false, tenders: [] });
    renderPage({ q: "nothing" });
    expect(await screen.findByText("No tenders found")).toBeVisible();
    expect(screen.getByText("Try adjusting your search or filters.")).toBeVisible();
  });
});
