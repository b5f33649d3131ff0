import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { comparisonRows } from "../../app/components/subscription/comparison-rows";
import { paidPeriod, planStatus } from "../../app/components/subscription/plan-status";
import { SubscriptionPage } from "../../app/components/subscription/subscription-page";
import { Toaster } from "../../app/components/ui/toaster";
import { useLanguage } from "../../app/i18n";
import type { MembershipTier } from "../../worker/contract/membership";
import type { OwnMembershipCard } from "../../worker/contract/membership-card";
import type { CheckoutResult, PaymentConfig } from "../../worker/contract/payments";
import type { CurrentUser } from "../../worker/contract/user";
import { makeTier } from "../fixtures/membership";
import { makeOwnMembershipCard } from "../fixtures/membership-card";
import { makeUser } from "../fixtures/user";
import { apiError, type FetchStub, json, type Routes, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const tiers = [
  makeTier("basic", {
    priceHalalas: 0,
    partnerDiscountPercent: 5,
    benefits: ["Community forums", "Basic job board"],
  }),
  makeTier("premium", {
    priceHalalas: 31_900,
    partnerDiscountPercent: 15,
    benefits: ["Everything in Basic", "Exclusive jobs", "Government tender access"],
    isPopular: true,
  }),
  makeTier("executive", {
    priceHalalas: 64_900,
    partnerDiscountPercent: 25,
    benefits: ["Everything in Premium", "VIP events"],
    isPopular: false,
  }),
];

type Card = { card: OwnMembershipCard | null };
const tierAnswer = (list: MembershipTier[]) => json<{ tiers: MembershipTier[] }>({ tiers: list });

/** Answers "METHOD /path" from the table (the tiers and the viewer by default); anything else is a 404. */
function stubApi({
  user = null,
  tierList = tiers,
  routes = {},
}: {
  user?: CurrentUser | null;
  tierList?: MembershipTier[];
  routes?: Routes;
}) {
  return stubFetch({ "GET /api/membership/tiers": () => tierAnswer(tierList), ...routes }, { user });
}

/** The page under a button that switches the language to Arabic, as the header's switch does. */
function SwitchableSubscription() {
  const { setLanguage } = useLanguage();
  return (
    <>
      <button type="button" onClick={() => setLanguage("ar")}>
        Arabic
      </button>
      <SubscriptionPage />
    </>
  );
}

const checkouts = (fetchMock: FetchStub) =>
  requestsOf(fetchMock)
    .filter((call) => call.key === "POST /api/payments/checkout")
    .map(({ key, body }) => ({ key, body }));

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  return assign;
}

async function renderPage() {
  return renderWithApp(
    () => (
      <>
        <SubscriptionPage />
        <Toaster />
      </>
    ),
    { path: "/subscription" },
  );
}

const planCard = (name: string) => screen.getByRole("listitem", { name });
const available = {
  "GET /api/payments/config": () => json<PaymentConfig>({ available: true, provider: "Moyasar" }),
};

describe("/subscription plans", () => {
  it("shows every tier from the API with its yearly price, discount and benefits, the most popular marked", async () => {
    stubApi({});
    await renderPage();
    await screen.findByRole("heading", { name: "Premium" });
    const premium = within(planCard("Premium"));
    expect(premium.getByText("SAR 319")).toBeVisible();
    expect(premium.getByText("per year")).toBeVisible();
    expect(premium.getByText("15% partner discount")).toBeVisible();
    expect(premium.getByText("Exclusive jobs")).toBeVisible();
    expect(premium.getByText("Most Popular")).toBeVisible();
    expect(within(planCard("Executive")).getByText("SAR 649")).toBeVisible();
    expect(within(planCard("Basic")).getByText("Free")).toBeVisible();
    expect(within(planCard("Executive")).queryByText("Most Popular")).toBeNull();
  });

  it("gives visitors Basic as their current plan and sends their upgrade to sign-in, then back here", async () => {
    stubApi({});
    await renderPage();
    const basicButton = await within(await screen.findByRole("listitem", { name: "Basic" })).findByRole(
      "button",
      { name: "Current Plan" },
    );
    expect((basicButton as HTMLButtonElement).disabled).toBe(true);
    const upgrade = within(planCard("Premium")).getByRole("link", { name: "Upgrade to Premium" });
    expect(upgrade.getAttribute("href")).toBe("/login?next=%2Fsubscription");
  });

  it("shows a Basic member 'Current Plan' on Basic and 'Coming Soon' on a tier not for sale", async () => {
    const notForSale = tiers.map((tier) => (tier.id === "executive" ? { ...tier, forSale: false } : tier));
    stubApi({ user: makeUser({ membershipTier: "basic" }), tierList: notForSale, routes: available });
    await renderPage();
    await screen.findByRole("heading", { name: "Premium" });
    const current = within(planCard("Basic")).getByRole("button", { name: "Current Plan" });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    const soon = within(planCard("Executive")).getByRole("button", { name: "Coming Soon" });
    expect((soon as HTMLButtonElement).disabled).toBe(true);
    expect(within(planCard("Premium")).getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
    expect(await screen.findByText("Secure payment by Moyasar: mada, Apple Pay and STC Pay.")).toBeVisible();
  });

  it("reads unknown tiers as Basic, 'business' as Premium and 'corporate' as Executive", async () => {
    // Words the server no longer sends (it answers with the tier list) but an older cached answer may hold.
    const older = (word: string) => word as CurrentUser["membershipTier"];
    stubApi({ user: makeUser({ membershipTier: older("standard") }), routes: available });
    const first = await renderPage();
    expect(
      await within(await screen.findByRole("listitem", { name: "Basic" })).findByText("Current Plan"),
    ).toBeVisible();
    first.unmount();

    stubApi({
      user: makeUser({ membershipTier: older("business") }),
      routes: { ...available, "GET /api/membership/card": () => json<Card>({ card: null }) },
    });
    const second = await renderPage();
    await screen.findByRole("heading", { name: "Premium" });
    await within(planCard("Premium")).findByText("Current Plan");
    expect(within(planCard("Basic")).getByRole("button", { name: "Included in your plan" })).toBeVisible();
    expect(within(planCard("Executive")).getByRole("button", { name: "Upgrade to Executive" })).toBeVisible();
    second.unmount();

    stubApi({
      user: makeUser({ membershipTier: older("corporate") }),
      routes: { ...available, "GET /api/membership/card": () => json<Card>({ card: null }) },
    });
    await renderPage();
    await screen.findByRole("heading", { name: "Executive" });
    await within(planCard("Executive")).findByText("Current Plan");
    expect(within(planCard("Premium")).getByText("Included in your plan")).toBeVisible();
  });
});

describe("/subscription upgrades", () => {
  it("says 'Payment Unavailable' when no gateway is configured, and creates no payment", async () => {
    const fetchMock = stubApi({
      user: makeUser(),
      routes: { "GET /api/payments/config": () => json<PaymentConfig>({ available: false, provider: null }) },
    });
    await renderPage();
    await screen.findByRole("heading", { name: "Premium" });
    fireEvent.click(within(planCard("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    expect(await screen.findByText("Payment Unavailable")).toBeVisible();
    expect(screen.getByText("Payment processing is not configured. Please contact support.")).toBeVisible();
    expect(checkouts(fetchMock)).toEqual([]);
  });

  it("says 'Payment Unavailable' when the checkout answers 503 unavailable", async () => {
    stubApi({
      user: makeUser(),
      routes: {
        ...available,
        "POST /api/payments/checkout": () =>
          apiError(503, "unavailable", "Payment processing is not configured. Please contact support."),
      },
    });
    const assign = stubAssign();
    await renderPage();
    await screen.findByRole("heading", { name: "Premium" });
    fireEvent.click(within(planCard("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    expect(await screen.findByText("Payment Unavailable")).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it("posts the tier, waits with the button disabled, then goes to the gateway's page", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      user: makeUser(),
      routes: {
        ...available,
        "POST /api/payments/checkout": () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const assign = stubAssign();
    await renderPage();
    await screen.findByRole("heading", { name: "Premium" });
    fireEvent.click(within(planCard("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    const waiting = await within(planCard("Premium")).findByRole("button", {
      name: "Opening secure checkout…",
    });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    const executive = within(planCard("Executive")).getByRole("button", { name: "Upgrade to Executive" });
    expect((executive as HTMLButtonElement).disabled).toBe(true);
    expect(checkouts(fetchMock)).toEqual([{ key: "POST /api/payments/checkout", body: { tier: "premium" } }]);
    answer(
      json<CheckoutResult>({ paymentId: "pay-1", checkoutUrl: "https://pay.example.test/invoices/inv-1" }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example.test/invoices/inv-1"));
  });

  it("shows the server's message when the checkout fails otherwise, and offers the button again", async () => {
    stubApi({
      user: makeUser(),
      routes: {
        ...available,
        "POST /api/payments/checkout": () =>
          apiError(409, "conflict", "A payment for this tier is already pending."),
      },
    });
    await renderPage();
    await screen.findByRole("heading", { name: "Premium" });
    fireEvent.click(within(planCard("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    expect(await screen.findByText("Could not start the payment")).toBeVisible();
    expect(screen.getByText("A payment for this tier is already pending.")).toBeVisible();
    const again = within(planCard("Premium")).getByRole("button", { name: "Upgrade to Premium" });
    expect((again as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a paid member their valid-until date and a Renew action in the last 30 days", async () => {
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const card = makeOwnMembershipCard({
      membershipId: "SPPC-20260101-0042",
      tierId: "premium",
      tierName: "Premium",
      discountPercent: 15,
      valid: true,
      validUntil,
    });
    const fetchMock = stubApi({
      user: makeUser({ membershipTier: "premium", subscriptionStatus: "active" }),
      routes: {
        ...available,
        "GET /api/membership/card": () => json<Card>({ card }),
        "POST /api/payments/checkout": () =>
          json<CheckoutResult>({ paymentId: "pay-2", checkoutUrl: "https://pay.example.test/r" }),
      },
    });
    const assign = stubAssign();
    await renderPage();
    await screen.findByRole("heading", { name: "Premium" });
    const premium = within(planCard("Premium"));
    const date = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "Asia/Riyadh" }).format(
      new Date(validUntil),
    );
    expect(await premium.findByText(`Valid until ${date}`)).toBeVisible();
    expect(premium.getByText("Current Plan")).toBeVisible();
    fireEvent.click(premium.getByRole("button", { name: "Renew Premium" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example.test/r"));
    expect(checkouts(fetchMock)[0]?.body).toEqual({
      tier: "premium",
    });
  });

  it("offers no Renew while the paid year has more than 30 days left", async () => {
    const validUntil = new Date(Date.now() + 200 * 86_400_000).toISOString();
    stubApi({
      user: makeUser({ membershipTier: "premium", subscriptionStatus: "active" }),
      routes: {
        ...available,
        "GET /api/membership/card": () =>
          json<Card>({
            card: makeOwnMembershipCard({
              membershipId: "SPPC-20260101-0043",
              tierId: "premium",
              tierName: "Premium",
              validUntil,
            }),
          }),
      },
    });
    await renderPage();
    await screen.findByRole("heading", { name: "Premium" });
    expect(await within(planCard("Premium")).findByText(/^Valid until /)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Renew Premium" })).toBeNull();
  });
  it("tells a member whose paid year has ended that they have Basic benefits, and offers Renew", async () => {
    const validUntil = new Date(Date.now() - 3 * 86_400_000).toISOString();
    stubApi({
      user: makeUser({ membershipTier: "executive", subscriptionStatus: "active" }),
      routes: {
        ...available,
        "GET /api/membership/card": () =>
          json<Card>({
            card: makeOwnMembershipCard({
              membershipId: "SPPC-20260101-0044",
              tierId: "executive",
              tierName: "Executive",
              valid: false,
              validUntil,
            }),
          }),
      },
    });
    await renderPage();
    await screen.findByRole("heading", { name: "Executive" });
    const executive = within(planCard("Executive"));
    expect(
      await executive.findByText(/^Ended on .*You have Basic benefits until you renew\.$/),
    ).toBeVisible();
    expect(executive.getByRole("button", { name: "Renew Executive" })).toBeVisible();
  });
});

describe("/subscription states, table and FAQ", () => {
  it("says when the plans cannot be loaded and loads them again on retry", async () => {
    let fail = true;
    stubApi({
      routes: {
        "GET /api/membership/tiers": () => (fail ? apiError(500, "internal", "down") : tierAnswer(tiers)),
      },
    });
    await renderPage();
    expect(await screen.findByText(/couldn't load the membership plans/)).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Premium" })).toBeVisible();
  });

  it("has an empty state when no tiers exist", async () => {
    stubApi({ tierList: [] });
    await renderPage();
    expect(await screen.findByText(/No membership plans are available/)).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("compares the plans in a table with the price, discount and inherited benefits", async () => {
    stubApi({});
    await renderPage();
    const table = await screen.findByRole("table", { name: "Features included in each membership plan" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Feature", "Basic", "Premium", "Executive"]);
    const row = (name: string) =>
      Array.from(
        within(table).getByRole("rowheader", { name }).closest("tr")?.querySelectorAll("td") ?? [],
        // Intl puts a no-break space between "SAR" and the amount.
        (cell) => cell.textContent?.replace(/\s/g, " "),
      );
    expect(row("Partner discount")).toEqual(["5%", "15%", "25%"]);
    expect(row("Price per year")).toEqual(["Free", "SAR 319", "SAR 649"]);
    expect(row("Community forums")).toEqual(["Included", "Included", "Included"]);
    expect(row("Exclusive jobs")).toEqual(["Not included", "Included", "Included"]);
    expect(row("VIP events")).toEqual(["Not included", "Not included", "Included"]);
    expect(within(table).queryByText("Everything in Basic")).toBeNull();
  });

  it("has why-upgrade tiles and the FAQ with the guarantee and cancellation facts", async () => {
    stubApi({});
    await renderPage();
    expect(await screen.findByRole("heading", { name: "Why upgrade?" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Government tenders" })).toBeVisible();
    const question = screen.getByText("Is there a money-back guarantee?");
    expect(question.tagName).toBe("SUMMARY");
    // Each answer sits in a closed <details>: there, but shown once its question is opened.
    expect(screen.getByText(/30-day money-back guarantee/)).not.toBeVisible();
    fireEvent.click(question);
    expect(screen.getByText(/30-day money-back guarantee/)).toBeVisible();
    expect(screen.getByText(/keep your access until the end of the billing period/)).toBeInTheDocument();
    expect(screen.getByText(/mada, Apple Pay, STC Pay or bank transfer/)).toBeInTheDocument();
    expect(screen.getByText(/30 days and again 7 days before/)).toBeInTheDocument();
  });

  it("renders in Arabic with the translated buttons", async () => {
    stubApi({ user: makeUser(), routes: available });
    await renderWithApp(() => <SubscriptionPage />, { language: "ar", path: "/subscription" });
    expect(await screen.findByRole("heading", { name: "اختر خطتك" })).toBeVisible();
    expect(await screen.findByText("خطتك الحالية")).toBeVisible();
  });
});

describe("plan rules", () => {
  it("marks English fallbacks in the Arabic comparison and follows Arabic 'Everything in' lines", async () => {
    const arabic = [
      makeTier("basic", {
        name: "الأساسية",
        benefits: ["منتديات الجالية"],
        shownIn: { name: "ar", benefits: "ar" },
      }),
      makeTier("premium", { benefits: ["Everything in Basic", "Exclusive jobs"] }),
      makeTier("executive", {
        name: "التنفيذية",
        benefits: ["كل مزايا العضوية Premium", "فعاليات كبار الشخصيات"],
        shownIn: { name: "ar", benefits: "ar" },
      }),
    ];
    stubApi({ tierList: arabic });
    await renderWithApp(() => <SubscriptionPage />, { language: "ar" });
    const table = await screen.findByRole("table");
    const premium = within(table).getByRole("columnheader", { name: "Premium" });
    expect(premium.getAttribute("lang")).toBe("en");
    expect(within(table).getByRole("columnheader", { name: "الأساسية" }).hasAttribute("lang")).toBe(false);
    const jobs = within(table).getByRole("rowheader", { name: "Exclusive jobs" });
    expect(jobs.getAttribute("lang")).toBe("en");
    expect(within(table).getByRole("rowheader", { name: "منتديات الجالية" }).hasAttribute("lang")).toBe(
      false,
    );
    // "Everything in Premium" written in Arabic is no row of its own: Executive inherits Premium's jobs.
    expect(within(table).queryByRole("rowheader", { name: /كل مزايا/ })).toBeNull();
    const cells = within(jobs.closest("tr") as HTMLElement).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["غير مشمولة", "مشمولة", "مشمولة"]);
  });

  it("fetches the plans again in the new language after a switch", async () => {
    const fetchMock = stubApi({});
    const { queryClient } = await renderWithApp(() => <SwitchableSubscription />);
    await screen.findByRole("table");
    const tierReads = () => requestsOf(fetchMock).filter((call) => call.key === "GET /api/membership/tiers");
    const before = tierReads().length;
    // The answer is cached per language: the English one is never shown as the Arabic one.
    const cachedIn = (language: string) => queryClient.getQueryData(["/api/membership/tiers", language]);
    expect(cachedIn("en")).toBeDefined();
    expect(cachedIn("ar")).toBeUndefined();
    fireEvent.click(screen.getByRole("button", { name: "Arabic" }));
    await waitFor(() => expect(cachedIn("ar")).toBeDefined());
    expect(tierReads().length).toBeGreaterThan(before);
  });

  it("ranks tiers by their order: lower ones are included, a tier not for sale is coming soon", () => {
    const [basic, premium, executive] = tiers as [MembershipTier, MembershipTier, MembershipTier];
    expect(planStatus(tiers, basic, "basic")).toBe("current");
    expect(planStatus(tiers, premium, "basic")).toBe("upgrade");
    expect(planStatus(tiers, basic, "executive")).toBe("included");
    expect(planStatus(tiers, premium, "executive")).toBe("included");
    expect(planStatus(tiers, { ...executive, forSale: false }, "premium")).toBe("coming-soon");
  });

  it("opens renewal 30 days before the end and after it", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(paidPeriod(null, now)).toBeNull();
    expect(paidPeriod("2026-12-31T12:00:00Z", now)).toMatchObject({ ended: false, renewalDue: false });
    expect(paidPeriod("2026-12-21T12:00:00Z", now)).toMatchObject({ ended: false, renewalDue: true });
    expect(paidPeriod("2026-11-20T12:00:00Z", now)).toMatchObject({ ended: true, renewalDue: true });
  });

  it("follows 'Everything in X' without looping on a cycle", () => {
    const cyclic = tiers.map((tier) =>
      tier.id === "basic" ? { ...tier, benefits: [...tier.benefits, "Everything in Executive"] } : tier,
    );
    const rows = comparisonRows(cyclic);
    expect(rows.find((row) => row.benefit === "VIP events")?.included).toEqual([true, true, true]);
  });
});
