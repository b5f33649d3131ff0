import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InsightsPage } from "../../app/components/admin-insights/insights-page";
import type {
  AttendanceReport,
  CampaignResultsReport,
  MembersByTierReport,
  PartnerChecksReport,
  RenewalsReport,
  RevenueReport,
} from "../../worker/contract/insights";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const range = { from: "2026-01-01", to: "2026-02-28", city: null };

/** An object whose every method does nothing (measureText answers a width). */
const inert = () =>
  new Proxy(
    {},
    {
      get: (_target, key) => (key === "measureText" ? () => ({ width: 10 }) : () => undefined),
      set: () => true,
    },
  );

/**
 * happy-dom has no 2D canvas and no Path2D: uPlot draws into inert ones (the edge of the world, like
 * fetch). What is asserted is the canvas uPlot put on the page and the table of numbers beside it.
 */
function stubCanvas() {
  const context = inert();
  vi.stubGlobal(
    "Path2D",
    class {
      constructor() {
        // biome-ignore lint/correctness/noConstructorReturn: the stand-in is the inert proxy itself.
        return inert();
      }
    },
  );
  return vi
    .spyOn(HTMLCanvasElement.prototype, "getContext")
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
}

function stubReports() {
  return stubFetch(
    {
      "GET /api/admin/insights/members-by-tier": () =>
        json<MembersByTierReport>({
          range,
          rows: [
            { month: "2026-01", tier: "basic", joined: 1234, total: 40_512 },
            { month: "2026-01", tier: "premium", joined: 56, total: 3_001 },
            { month: "2026-02", tier: "basic", joined: 987, total: 41_499 },
            { month: "2026-02", tier: "premium", joined: 61, total: 3_062 },
          ],
        }),
      "GET /api/admin/insights/renewals": () =>
        json<RenewalsReport>({
          range,
          due: [{ tier: "premium", within30: 12, within60: 20, within90: 31 }],
          ended: 40,
          renewed: 30,
          rate: 0.75,
        }),
      "GET /api/admin/insights/revenue": () =>
        json<RevenueReport>({ range, rows: [], refundsTracked: false }),
      "GET /api/admin/insights/attendance": () => json<AttendanceReport>({ range, events: [], cities: [] }),
      "GET /api/admin/insights/partner-checks": () => json<PartnerChecksReport>({ range, rows: [] }),
      "GET /api/admin/insights/campaigns": () =>
        json<CampaignResultsReport>({
          range,
          rows: [
            {
              id: "c1",
              name: "Iftar invite",
              kind: "promotional",
              startedAt: "2026-02-10T09:00:00.000Z",
              recipients: 4200,
              queued: 10,
              sent: 4000,
              failed: 190,
              unsubscribed: 50,
              pushes: 1200,
              notices: 4150,
              unsubscribeRate: 0.0125,
            },
          ],
        }),
    },
    { user: makeUser({ role: "admin" }) },
  );
}

describe("/admin/reports", () => {
  let canvas: ReturnType<typeof stubCanvas>;
  beforeEach(() => {
    canvas = stubCanvas();
  });
  afterEach(() => {
    canvas.mockRestore();
    vi.unstubAllGlobals();
  });

  it("draws each report as a chart and the same numbers as a table, with its downloads", async () => {
    stubReports();
    await renderWithApp(() => <InsightsPage />);
    const members = (await screen.findByRole("heading", { name: "Members over time by tier" })).closest(
      "section",
    ) as HTMLElement;
    const table = await within(members).findByRole("table", {
      name: "Members over time by tier: the numbers",
    });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "MonthTierJoinedTotal at month end",
      "Jan 2026Basic1,23440,512",
      "Jan 2026Premium563,001",
      "Feb 2026Basic98741,499",
      "Feb 2026Premium613,062",
    ]);
    const chart = within(members).getByRole("img", {
      name: "Chart of Members over time by tier. The table below has the same numbers.",
    });
    await vi.waitFor(() => expect(chart.querySelector("canvas")).not.toBeNull());
    expect(within(members).getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/admin/insights/members-by-tier/csv",
    );

    const renewals = screen.getByRole("heading", { name: "Renewals" }).closest("section") as HTMLElement;
    expect(
      await within(renewals).findByText(
        "Renewal rate 75%: 30 of 40 paid periods that ended in these dates were paid again.",
      ),
    ).toBeVisible();
    // Empty answers say so instead of drawing an empty chart.
    const revenue = screen
      .getByRole("heading", { name: "Revenue by month and tier" })
      .closest("section") as HTMLElement;
    expect(await within(revenue).findByText("Nothing to show for these dates and city.")).toBeVisible();
  });

  it("lists each campaign's results with its chart, downloads and the note that city does not apply", async () => {
    stubReports();
    await renderWithApp(() => <InsightsPage />);
    const campaigns = (await screen.findByRole("heading", { name: "Campaign results" })).closest(
      "section",
    ) as HTMLElement;
    const table = await within(campaigns).findByRole("table", { name: "Campaign results: the numbers" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "CampaignKindDateRecipientsQueuedSentFailedUnsubscribedPushesBell noticesUnsubscribe rate",
      "Iftar invitePromotionalFeb 10, 20264,200104,000190501,2004,1501.3%",
    ]);
    expect(within(campaigns).getByText(/The city filter does not apply\./)).toBeVisible();
    const chart = within(campaigns).getByRole("img", { name: /^Chart of Campaign results/ });
    await vi.waitFor(() => expect(chart.querySelector("canvas")).not.toBeNull());
    expect(within(campaigns).getByRole("link", { name: "Download Excel" })).toHaveAttribute(
      "href",
      "/api/admin/insights/campaigns/xlsx",
    );
  });

  it("names the campaign results' columns and kinds in Urdu", async () => {
    stubReports();
    await renderWithApp(() => <InsightsPage />, { language: "ur" });
    const campaigns = (await screen.findByRole("heading", { name: "مہم کے نتائج" })).closest(
      "section",
    ) as HTMLElement;
    const table = await within(campaigns).findByRole("table", { name: "مہم کے نتائج: اعداد" });
    expect(within(table).getByRole("columnheader", { name: "ان سبسکرائب کی شرح" })).toBeVisible();
    expect(within(table).getByRole("cell", { name: "تشہیری" })).toBeVisible();
  });

  it("reads right to left in Arabic: the chart mirrored, numbers and months formatted for Arabic", async () => {
    stubReports();
    await renderWithApp(() => <InsightsPage />, { language: "ar" });
    const members = (await screen.findByRole("heading", { name: "الأعضاء عبر الزمن حسب الفئة" })).closest(
      "section",
    ) as HTMLElement;
    const table = await within(members).findByRole("table", { name: "الأعضاء عبر الزمن حسب الفئة: الأرقام" });
    const firstRow = within(table).getAllByRole("row")[1];
    const month = new Intl.DateTimeFormat("ar", { month: "short", year: "numeric", timeZone: "UTC" });
    expect(firstRow?.textContent).toBe(
      `${month.format(Date.UTC(2026, 0, 1))}الأساسية${(1234).toLocaleString("ar")}${(40512).toLocaleString("ar")}`,
    );
    const chart = within(members).getByRole("img", { name: /^رسم بياني/ });
    await vi.waitFor(() => expect(chart.querySelector("canvas")).not.toBeNull());
    expect(chart.querySelector(".insights-chart")?.getAttribute("dir")).toBe("rtl");
  });
});
