// Issue 17, "one truth for validity": the /membership success card, the own card on /membership-card
// and /verify write a card's validity the same way, from the end date the server sends.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SuccessCard } from "../../app/components/membership/success-card";
import { MembershipCardPage } from "../../app/components/membership-card/membership-card-page";
import { VerifyPage } from "../../app/components/membership-card/verify-page";
import type {
  MembershipVerification,
  OwnMembershipCard,
  PartnerDiscount,
} from "../../worker/contract/membership-card";
import { makeMembershipVerification, makeOwnMembershipCard } from "../fixtures/membership-card";
import { makeUser } from "../fixtures/user";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

// 22:30 UTC is already the next day in Riyadh: every screen shows Riyadh's day, wherever it runs.
const PAID_END = "2027-11-26T22:30:00.000Z";
const PAID_END_TEXT = "Nov 27, 2027";

/** The value next to a label in a card's <dl>. */
const shownFor = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

function stubCard(card: OwnMembershipCard) {
  stubFetch(
    {
      "GET /api/membership/card": () => json<{ card: OwnMembershipCard | null }>({ card }),
      "GET /api/membership/partners": () => json<{ partners: PartnerDiscount[] }>({ partners: [] }),
    },
    { user: makeUser() },
  );
}

function stubVerify(answer: MembershipVerification | Response) {
  return stubFetch(({ path }) =>
    path.startsWith("/api/membership/verify/")
      ? answer instanceof Response
        ? answer
        : json<MembershipVerification>(answer)
      : undefined,
  );
}

async function verifyOutcome(verification: MembershipVerification) {
  stubVerify(verification);
  await renderWithApp(() => <VerifyPage membershipId={verification.membershipId} />);
  return (await screen.findByRole("heading", { level: 2 })).closest("section") as HTMLElement;
}

describe("Basic does not expire anywhere", () => {
  it("on the /membership success card", async () => {
    await renderWithApp(() => (
      <SuccessCard name="Ayesha Khan" membershipId="SPPC-20261127-0001" tierName="Basic" />
    ));
    const card = (await screen.findByRole("heading", { name: /Registration Successful/ })).closest(
      "section",
    ) as HTMLElement;
    expect(shownFor(card, "Valid until")).toBe("Does not expire");
  });

  it("on the member's own card", async () => {
    stubCard(makeOwnMembershipCard({ membershipId: "SPPC-20261127-0002", validUntil: null }));
    await renderWithApp(() => <MembershipCardPage />);
    await screen.findByText("SPPC-20261127-0002");
    expect(screen.getByText("Valid until").nextElementSibling?.textContent).toBe("Does not expire");
  });

  it("on /verify, with the tier's discount", async () => {
    const section = await verifyOutcome(
      makeMembershipVerification({
        membershipId: "SPPC-20261127-0003",
        validUntil: null,
        discountPercent: 5,
      }),
    );
    expect(within(section).getByRole("heading", { name: /Valid membership/ })).toBeVisible();
    expect(shownFor(section, "Valid until")).toBe("Does not expire");
    expect(shownFor(section, "Partner discount")).toBe("5%");
  });
});

describe("a paid tier shows the same end date on every screen", () => {
  it("on the checkout's success card", async () => {
    await renderWithApp(() => (
      <SuccessCard
        name="Ayesha Khan"
        membershipId="SPPC-20261127-0004"
        tierName="Premium"
        validUntil={PAID_END}
        showPasswordNote={false}
      />
    ));
    const card = (await screen.findByRole("heading", { name: /Registration Successful/ })).closest(
      "section",
    ) as HTMLElement;
    expect(shownFor(card, "Valid until")).toBe(PAID_END_TEXT);
  });

  it("on the member's own card", async () => {
    stubCard(
      makeOwnMembershipCard({
        membershipId: "SPPC-20261127-0005",
        tierId: "premium",
        tierName: "Premium",
        discountPercent: 15,
        validUntil: PAID_END,
      }),
    );
    await renderWithApp(() => <MembershipCardPage />);
    await screen.findByText("SPPC-20261127-0005");
    expect(screen.getByText("Valid until").nextElementSibling?.textContent).toBe(PAID_END_TEXT);
  });

  it("on /verify", async () => {
    const section = await verifyOutcome(
      makeMembershipVerification({
        membershipId: "SPPC-20261127-0006",
        tierName: "Premium",
        discountPercent: 15,
        validUntil: PAID_END,
      }),
    );
    expect(shownFor(section, "Valid until")).toBe(PAID_END_TEXT);
    expect(shownFor(section, "Partner discount")).toBe("15%");
  });
});

describe("/verify for a card that is not valid", () => {
  it("says an expired card expired, when, and shows no discount", async () => {
    const section = await verifyOutcome(
      makeMembershipVerification({
        valid: false,
        status: "expired",
        tierName: "Executive",
        // Even if an older server still sent the tier's discount, the page shows none.
        discountPercent: 25,
        validUntil: PAID_END,
      }),
    );
    expect(within(section).getByRole("heading", { name: /Membership expired/ })).toBeVisible();
    expect(within(section).getByText(/give no member discount/)).toBeVisible();
    expect(shownFor(section, "Expired on")).toBe(PAID_END_TEXT);
    expect(within(section).queryByText("Partner discount")).toBeNull();
    expect(within(section).queryByText("25%")).toBeNull();
  });

  it("says a suspended account's card is suspended and shows no discount", async () => {
    const section = await verifyOutcome(
      makeMembershipVerification({
        valid: false,
        status: "suspended",
        tierName: "Premium",
        discountPercent: null,
        validUntil: PAID_END,
      }),
    );
    expect(within(section).getByRole("heading", { name: /Membership suspended/ })).toBeVisible();
    expect(within(section).getByText(/account is suspended/)).toBeVisible();
    expect(within(section).queryByText("Partner discount")).toBeNull();
  });
});

describe("/verify lookups", () => {
  it("asks for the id as issued when it was typed loosely", async () => {
    const fetchMock = stubVerify(makeMembershipVerification({ membershipId: "SPPC-20261127-1234" }));
    await renderWithApp(() => <VerifyPage membershipId="sppc 20261127-1234 " />);
    await screen.findByRole("heading", { name: /Valid membership/ });
    const paths = requestsOf(fetchMock).map((request) => request.path);
    expect(paths).toContain("/api/membership/verify/SPPC-20261127-1234");
  });

  it("explains a refusal after too many unknown numbers, in the reader's language", async () => {
    stubVerify(apiError(429, "rate_limited", "Too many unknown membership numbers."));
    await renderWithApp(() => <VerifyPage membershipId="SPPC-20261127-0007" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many numbers that match no card were checked from this network.",
    );
  });

  it("explains the refusal in Arabic too", async () => {
    stubVerify(apiError(429, "rate_limited", "Too many unknown membership numbers."));
    await renderWithApp(() => <VerifyPage membershipId="SPPC-20261127-0008" />, { language: "ar" });
    expect(await screen.findByRole("alert")).toHaveTextContent("تم التحقق من أرقام كثيرة");
  });
});
