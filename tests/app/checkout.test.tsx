import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckoutPage } from "../../app/components/membership/checkout-page";
import { MyPayments } from "../../app/components/profile/my-payments";
import type { MembershipTier } from "../../worker/contract/membership";
import type {
  CheckoutLinkSent,
  CheckoutResult,
  OwnPayment,
  PaymentConfig,
  PaymentView,
} from "../../worker/contract/payments";
import { makeTier } from "../fixtures/membership";
import { makeOwnPayment, makePaymentView } from "../fixtures/payments";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const tiers = [makeTier("premium", { priceHalalas: 29_900, benefits: ["Exclusive jobs"] })];

const paidView = makePaymentView({
  id: "0b7d2c1e-1111-4222-8333-944455556666",
  status: "paid",
  tier: "premium",
  tierName: "Premium",
  amountHalalas: 29_900,
  membership: {
    membershipId: "SPPC-20261121-0042",
    name: "Hina Rabbani",
    tierName: "Premium",
    validUntil: "2027-11-21T10:00:00.000Z",
    shownIn: { tierName: "en" },
  },
});

type Stub = { available?: boolean; checkout?: () => Response; payment?: PaymentView };

/** A visitor's API: the gateway config, the tiers, the checkout answer and one payment. */
function stubApi({ available = true, checkout, payment }: Stub) {
  return stubFetch(
    ({ key, path }) => {
      if (key === "GET /api/payments/config")
        return json<PaymentConfig>({ available, provider: available ? "Moyasar" : null });
      if (key === "GET /api/membership/tiers") return json<{ tiers: MembershipTier[] }>({ tiers });
      if (key === "POST /api/payments/checkout")
        return checkout?.() ?? new Response("not stubbed", { status: 500 });
      if (payment && path === `/api/payments/${payment.id}`) return json<PaymentView>(payment);
    },
    { user: null },
  );
}

function at(search: string) {
  window.history.replaceState(null, "", `/checkout${search}`);
}

afterEach(() => vi.restoreAllMocks());

describe("/checkout", () => {
  it("shows the spec's 'Payment Unavailable' notice when no gateway is configured", async () => {
    stubApi({ available: false });
    at("?membership_id=SPPC-20261121-0042");
    await renderWithApp(() => <CheckoutPage />);
    expect(await screen.findByRole("heading", { name: "Payment Unavailable" })).toBeVisible();
    expect(screen.getByText("Payment processing is not configured. Please contact support.")).toBeVisible();
    expect(screen.getByText("Your membership ID: SPPC-20261121-0042")).toBeVisible();
  });

  it("shows the order from the tiers table and sends the member to the gateway's page", async () => {
    const fetchMock = stubApi({
      checkout: () =>
        json<CheckoutResult>({ paymentId: "p1", checkoutUrl: "https://checkout.example/invoices/1" }, 201),
    });
    const assign = vi.fn();
    vi.stubGlobal("location", {
      ...window.location,
      search: "?membership_id=SPPC-20261121-0042&token=1893456000000.c2lnbmVk",
      assign,
    });
    await renderWithApp(() => <CheckoutPage />);
    const pay = await screen.findByRole("button", { name: /^Pay / });
    expect(pay.textContent).toContain("299");
    expect(screen.getByText("Premium")).toBeVisible();
    fireEvent.click(pay);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/invoices/1"));
    expect(
      requestsOf(fetchMock, "POST").find((call) => call.path === "/api/payments/checkout")?.body,
    ).toEqual({
      tier: "premium",
      membershipId: "SPPC-20261121-0042",
      token: "1893456000000.c2lnbmVk",
    });
  });

  it("tells a visitor who typed a number that its member was emailed a link, and opens nothing", async () => {
    stubApi({ checkout: () => json<CheckoutLinkSent>({ emailed: true }, 202) });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, search: "?membership_id=SPPC-20261121-0042", assign });
    await renderWithApp(() => <CheckoutPage />);
    fireEvent.click(await screen.findByRole("button", { name: /^Pay / }));
    expect(await screen.findByRole("heading", { name: "Check the member's email" })).toBeVisible();
    expect(screen.getByText(/we emailed its member a link to pay/)).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it("turns into 'Payment Unavailable' when the server says payments are not configured", async () => {
    stubApi({
      checkout: () =>
        apiError(503, "unavailable", "Payment processing is not configured. Please contact support."),
    });
    vi.stubGlobal("location", {
      ...window.location,
      search: "?membership_id=SPPC-20261121-0042",
      assign: vi.fn(),
    });
    await renderWithApp(() => <CheckoutPage />);
    fireEvent.click(await screen.findByRole("button", { name: /^Pay / }));
    expect(await screen.findByRole("heading", { name: "Payment Unavailable" })).toBeVisible();
  });

  it("welcomes the member back with 'Payment Successful' and the upgraded card", async () => {
    stubApi({ payment: paidView });
    vi.stubGlobal("location", { ...window.location, search: `?payment=${paidView.id}` });
    await renderWithApp(() => <CheckoutPage />);
    expect(await screen.findByRole("heading", { name: "Payment Successful" })).toBeVisible();
    expect(screen.getByText("Welcome to SPPC Premium!")).toBeVisible();
    expect(screen.getByText("SPPC-20261121-0042")).toBeVisible();
    expect(screen.getByText("Nov 21, 2027")).toBeVisible();
  });

  it("shows 'Payment Failed' with the gateway's message", async () => {
    stubApi({ payment: { ...paidView, status: "failed", failureMessage: "Insufficient Funds" } });
    vi.stubGlobal("location", { ...window.location, search: `?payment=${paidView.id}` });
    await renderWithApp(() => <CheckoutPage />);
    expect(await screen.findByRole("heading", { name: "Payment Failed" })).toBeVisible();
    expect(screen.getByText("Insufficient Funds")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try payment again" })).toBeVisible();
  });
});

describe("the profile's payments", () => {
  it("lists the member's payments with plan, amount, method and status, or says there are none", async () => {
    const payment = makeOwnPayment({
      id: "p1",
      tierName: "Premium",
      amountHalalas: 29_900,
      method: "bank_transfer",
      status: "paid",
      paidAt: "2026-11-21T10:00:00.000Z",
      validUntil: "2027-11-21T10:00:00.000Z",
      createdAt: "2026-11-21T09:00:00.000Z",
    });
    stubFetch({ "GET /api/payments": () => json<{ payments: OwnPayment[] }>({ payments: [payment] }) });
    await renderWithApp(() => <MyPayments />);
    expect(await screen.findByText("Bank transfer")).toBeVisible();
    expect(screen.getByText("Paid")).toBeVisible();
    expect(screen.getByText("Valid until Nov 21, 2027")).toBeVisible();
    expect(screen.getByRole("cell", { name: /299/ })).toBeVisible();
  });

  it("has an empty state", async () => {
    stubFetch({ "GET /api/payments": () => json<{ payments: OwnPayment[] }>({ payments: [] }) });
    await renderWithApp(() => <MyPayments />);
    expect(await screen.findByText("No payments yet.")).toBeVisible();
  });
});
