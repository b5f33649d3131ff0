import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckoutPage } from "../../app/components/membership/checkout-page";
import { MyPayments } from "../../app/components/profile/my-payments";
import type { MembershipTier } from "../../worker/contract/membership";
import type { PaymentView } from "../../worker/contract/payments";
import { renderWithApp } from "./render";

const tiers: MembershipTier[] = [
  {
    id: "premium",
    name: "Premium",
    priceHalalas: 29_900,
    billingPeriod: "year",
    partnerDiscountPercent: 15,
    benefits: ["Exclusive jobs"],
    isPopular: true,
    forSale: true,
  },
];

const paidView: PaymentView = {
  id: "0b7d2c1e-1111-4222-8333-944455556666",
  status: "paid",
  tier: "premium",
  tierName: "Premium",
  amountHalalas: 29_900,
  currency: "SAR",
  failureMessage: null,
  membership: {
    membershipId: "SPPC-20261121-0042",
    name: "Hina Rabbani",
    tierName: "Premium",
    validUntil: "2027-11-21T10:00:00.000Z",
  },
};

type Stub = { available?: boolean; checkout?: Response; payment?: PaymentView };
const calls: { url: string; body: unknown }[] = [];

function stubApi({ available = true, checkout, payment }: Stub) {
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith("/api/auth/user")) {
        return Response.json({ error: { code: "unauthorized", message: "Not signed in" } }, { status: 401 });
      }
      if (url === "/api/payments/config")
        return Response.json({ available, provider: available ? "Moyasar" : null });
      if (url === "/api/membership/tiers") return Response.json({ tiers });
      if (url === "/api/payments/checkout") return checkout ?? new Response("not stubbed", { status: 500 });
      if (url.startsWith("/api/payments/") && payment) return Response.json(payment);
      return new Response("not stubbed", { status: 404 });
    }),
  );
}

function at(search: string) {
  window.history.replaceState(null, "", `/checkout${search}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    stubApi({
      checkout: Response.json(
        { paymentId: "p1", checkoutUrl: "https://checkout.example/invoices/1" },
        { status: 201 },
      ),
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, search: "?membership_id=SPPC-20261121-0042", assign });
    await renderWithApp(() => <CheckoutPage />);
    const pay = await screen.findByRole("button", { name: /^Pay / });
    expect(pay.textContent).toContain("299");
    expect(screen.getByText("Premium")).toBeVisible();
    fireEvent.click(pay);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/invoices/1"));
    expect(calls.find((call) => call.url === "/api/payments/checkout")?.body).toEqual({
      tier: "premium",
      membershipId: "SPPC-20261121-0042",
    });
  });

  it("turns into 'Payment Unavailable' when the server says payments are not configured", async () => {
    stubApi({
      checkout: Response.json(
        {
          error: {
            code: "unavailable",
            message: "Payment processing is not configured. Please contact support.",
          },
        },
        { status: 503 },
      ),
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
    expect(screen.getByText("November 21, 2027")).toBeVisible();
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
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          payments: [
            {
              id: "p1",
              tierName: "Premium",
              amountHalalas: 29_900,
              currency: "SAR",
              method: "bank_transfer",
              status: "paid",
              paidAt: "2026-11-21T10:00:00.000Z",
              validUntil: "2027-11-21T10:00:00.000Z",
              createdAt: "2026-11-21T09:00:00.000Z",
            },
          ],
        }),
      ),
    );
    await renderWithApp(() => <MyPayments />);
    expect(await screen.findByText("Bank transfer")).toBeVisible();
    expect(screen.getByText("Paid")).toBeVisible();
    expect(screen.getByText("Valid until Nov 21, 2027")).toBeVisible();
    expect(screen.getByRole("cell", { name: /299/ })).toBeVisible();
  });

  it("has an empty state", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ payments: [] })),
    );
    await renderWithApp(() => <MyPayments />);
    expect(await screen.findByText("No payments yet.")).toBeVisible();
  });
});
