import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminPaymentsPage } from "../../app/components/admin-payments/admin-payments-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { AdminMembershipTier } from "../../worker/contract/admin-membership-tiers";
import type { AdminPaymentsPage as PaymentsPage } from "../../worker/contract/admin-payments";
import type { AdminPayment } from "../../worker/contract/payments";
import { makeAdminTier } from "../fixtures/membership";
import { makeAdminPayment } from "../fixtures/payments";
import { makeUser } from "../fixtures/user";
import { apiError, type FetchStub, type Handler, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const tiers = [
  makeAdminTier("basic", { priceHalalas: 0 }),
  makeAdminTier("premium", { priceHalalas: 29_900 }),
  makeAdminTier("executive", { priceHalalas: 59_900 }),
];

const transfer = makeAdminPayment({
  id: "pay-1",
  member: {
    userId: "u1",
    name: "Bilal Qureshi",
    email: "bilal@example.com",
    membershipId: "SPPC-20260301-0042",
  },
  tier: "premium",
  amountHalalas: 29_900,
  provider: "bank_transfer",
  providerRef: "TRX-778812",
  status: "paid",
  recordedByName: "Farah Admin",
  paidAt: "2026-03-01T09:00:00.000Z",
  validUntil: "2027-03-01T09:00:00.000Z",
});
const failed: AdminPayment = {
  ...transfer,
  id: "pay-2",
  member: null,
  tier: "executive",
  amountHalalas: 59_900,
  provider: "moyasar",
  providerRef: "inv_123",
  status: "failed",
  failureMessage: "Card declined by the bank",
  recordedByName: null,
  paidAt: null,
  validUntil: null,
};

const paymentsPage = (payments: AdminPayment[], nextCursor: string | null = null) =>
  json<PaymentsPage>({ payments, nextCursor });

/** An admin session, the tiers and two payments; `answer` goes first. */
function stubApi(answer: Handler = () => undefined) {
  return stubFetch(
    (request) => {
      const custom = answer(request);
      if (custom) return custom;
      if (request.path === "/api/admin/membership-tiers")
        return json<{ tiers: AdminMembershipTier[] }>({ tiers });
      if (request.path === "/api/admin/payments") return paymentsPage([transfer, failed]);
    },
    { user: makeUser({ role: "admin" }) },
  );
}

const posts = (fetchMock: FetchStub) => requestsOf(fetchMock, "POST").map((request) => request.body);

const page = () => (
  <>
    <AdminPaymentsPage />
    <Toaster />
  </>
);

describe("admin payments page", () => {
  it("shows each payment: member, id, tier, SAR amount, method, reference, status, dates, recorder", async () => {
    stubApi();
    await renderWithApp(page);
    const table = within(await screen.findByRole("table", { name: "Membership payments, newest first" }));
    const row = within(table.getByRole("row", { name: /Bilal Qureshi/ }));
    expect(row.getByText("bilal@example.com")).toBeVisible();
    expect(row.getByText("SPPC-20260301-0042")).toBeVisible();
    expect(row.getByText("Premium")).toBeVisible();
    expect(row.getByText("SAR 299.00")).toBeVisible();
    expect(row.getByText("Bank transfer")).toBeVisible();
    expect(row.getByText("TRX-778812")).toBeVisible();
    expect(row.getByText("Paid")).toBeVisible();
    expect(row.getByText("Mar 1, 2026")).toBeVisible();
    expect(row.getByText("Mar 1, 2027")).toBeVisible();
    expect(row.getByText("Farah Admin")).toBeVisible();

    const other = within(table.getByRole("row", { name: /Deleted account/ }));
    expect(other.getByText("Online")).toBeVisible();
    expect(other.getByText("Failed")).toBeVisible();
    expect(other.getByText("Card declined by the bank")).toBeVisible();
    expect(other.getByText("SAR 599.00")).toBeVisible();
  });

  it("filters by status and method, searches, and loads the next page", async () => {
    const fetchMock = stubApi(({ path, url }) => {
      if (path !== "/api/admin/payments") return undefined;
      if (url.searchParams.get("cursor") === "next")
        return paymentsPage([{ ...transfer, id: "pay-3", providerRef: "TRX-OLDEST" }]);
      if (url.searchParams.get("q") === "nobody") return paymentsPage([]);
      return paymentsPage([transfer], "next");
    });
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("TRX-OLDEST")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "pending" } });
    fireEvent.change(screen.getByLabelText("Method"), { target: { value: "bank_transfer" } });
    fireEvent.change(screen.getByLabelText("Search payments"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No payments match these filters.")).toBeVisible();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain("/api/admin/payments?status=pending&provider=bank_transfer&q=nobody");
  });

  it("says so when there are no payments at all", async () => {
    stubApi(({ path }) => (path === "/api/admin/payments" ? paymentsPage([]) : undefined));
    await renderWithApp(page);
    expect(await screen.findByText("No payments yet.")).toBeVisible();
  });

  it("explains each bad field before sending and keeps what was typed", async () => {
    const fetchMock = stubApi();
    await renderWithApp(page);
    const form = within(await screen.findByRole("form", { name: "Record bank transfer" }));
    await vi.waitFor(() =>
      expect((form.getByLabelText("Amount (SAR)") as HTMLInputElement).value).toBe("299"),
    );
    fireEvent.change(form.getByLabelText("Amount (SAR)"), { target: { value: "12.345" } });
    fireEvent.change(form.getByLabelText("Bank reference"), { target: { value: "TRX-1" } });
    fireEvent.click(form.getByRole("button", { name: "Record transfer" }));

    expect(await form.findByText("Enter the member's membership ID.")).toBeVisible();
    expect(form.getByText("Enter an amount in SAR above 0, with at most two decimals.")).toBeVisible();
    expect(form.getByLabelText("Membership ID").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(form.getByLabelText("Membership ID"));
    expect((form.getByLabelText("Bank reference") as HTMLInputElement).value).toBe("TRX-1");
    expect(posts(fetchMock)).toEqual([]);
  });

  it("prefills the amount from the tier, posts the transfer in halalas, then clears the form for the next one", async () => {
    const fetchMock = stubApi(({ key }) =>
      key === "POST /api/admin/payments/bank-transfer"
        ? json<{ payment: AdminPayment }>({ payment: transfer }, 201)
        : undefined,
    );
    await renderWithApp(page);
    const form = within(await screen.findByRole("form", { name: "Record bank transfer" }));
    await vi.waitFor(() =>
      expect((form.getByLabelText("Amount (SAR)") as HTMLInputElement).value).toBe("299"),
    );
    fireEvent.change(form.getByLabelText("Tier"), { target: { value: "executive" } });
    expect((form.getByLabelText("Amount (SAR)") as HTMLInputElement).value).toBe("599");
    fireEvent.change(form.getByLabelText("Amount (SAR)"), { target: { value: "550.50" } });
    fireEvent.change(form.getByLabelText("Membership ID"), { target: { value: " SPPC-20260301-0042 " } });
    fireEvent.change(form.getByLabelText("Bank reference"), { target: { value: "TRX-778812" } });
    fireEvent.click(form.getByRole("button", { name: "Record transfer" }));

    expect(await screen.findByText("Bank transfer recorded")).toBeVisible();
    expect(posts(fetchMock)).toEqual([
      {
        membershipId: "SPPC-20260301-0042",
        tier: "executive",
        amountHalalas: 55_050,
        reference: "TRX-778812",
      },
    ]);
    await vi.waitFor(() => expect((form.getByLabelText("Membership ID") as HTMLInputElement).value).toBe(""));
    expect((form.getByLabelText("Bank reference") as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(form.getByLabelText("Membership ID"));
  });

  it("puts the server's refusals next to the field they concern", async () => {
    let answer = 404;
    stubApi(({ key }) => {
      if (key !== "POST /api/admin/payments/bank-transfer") return undefined;
      return answer === 404
        ? apiError(404, "not_found", "No member has this membership ID")
        : apiError(409, "conflict", "This bank reference is already recorded");
    });
    await renderWithApp(page);
    const form = within(await screen.findByRole("form", { name: "Record bank transfer" }));
    fireEvent.change(form.getByLabelText("Membership ID"), { target: { value: "SPPC-19990101-0000" } });
    fireEvent.change(form.getByLabelText("Bank reference"), { target: { value: "TRX-9" } });
    fireEvent.click(form.getByRole("button", { name: "Record transfer" }));
    expect(await form.findByText("No member has this membership ID.")).toBeVisible();
    expect((form.getByLabelText("Membership ID") as HTMLInputElement).value).toBe("SPPC-19990101-0000");

    answer = 409;
    fireEvent.click(form.getByRole("button", { name: "Record transfer" }));
    expect(await form.findByText("This bank reference is already recorded.")).toBeVisible();
    expect(form.getByLabelText("Bank reference").getAttribute("aria-invalid")).toBe("true");
    expect(form.queryByText("No member has this membership ID.")).toBeNull();
  });
});
