import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MembershipCardPage } from "../../app/components/membership-card/membership-card-page";
import { VerifyPage } from "../../app/components/membership-card/verify-page";
import type {
  MembershipVerification,
  OwnMembershipCard,
  PartnerDiscount,
} from "../../worker/contract/membership-card";
import { makeMembershipVerification, makeOwnMembershipCard } from "../fixtures/membership-card";
import { makePartnerDiscount } from "../fixtures/partners";
import { makeUser } from "../fixtures/user";
import { apiError, json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const partners = [
  makePartnerDiscount({ id: "p1", name: "Jarir Bookstore", discountPercent: 12, category: "Books & Tech" }),
];

const ownCard = makeOwnMembershipCard({
  membershipId: "SPPC-20260101-0042",
  name: "Ayesha Khan",
  tierId: "premium",
  tierName: "Premium",
  discountPercent: 15,
  valid: true,
  city: "Riyadh",
  profession: "Engineer",
  company: "Aramco",
  memberSince: "2025-01-02T00:00:00.000Z",
  validUntil: null,
});

function stubApi({ member, card = null }: { member: boolean; card?: OwnMembershipCard | null }) {
  return stubFetch(
    {
      "GET /api/membership/card": () => json<{ card: OwnMembershipCard | null }>({ card }),
      "GET /api/membership/partners": () => json<{ partners: PartnerDiscount[] }>({ partners }),
    },
    { user: member ? makeUser() : null },
  );
}

describe("Membership card page", () => {
  it("shows visitors the sample card, the partners from the API, how-to and testimonials", async () => {
    stubApi({ member: false });
    await renderWithApp(() => <MembershipCardPage />);
    // Until the sign-in check answers, an invisible, aria-hidden sample holds the card's place.
    expect((await screen.findByRole("link", { name: "Get your card" })).getAttribute("href")).toBe(
      "/membership",
    );
    expect(screen.getByText("Ahmed Hassan")).toBeVisible();
    expect(screen.getByText("Founding Member")).toBeVisible();
    expect(screen.getByText("Lifetime")).toBeVisible();
    expect(await screen.findByText("Jarir Bookstore")).toBeVisible();
    expect(screen.getByText("12% off")).toBeVisible();
    expect(screen.getByRole("heading", { name: "How to use your card" })).toBeVisible();
    expect(screen.getByText("Maryam Jamil")).toBeVisible();
    expect(screen.queryByRole("img", { name: /QR code/ })).toBeNull();
  });

  it("shows a member their own card with a QR code pointing to the verify page", async () => {
    stubApi({ member: true, card: ownCard });
    await renderWithApp(() => <MembershipCardPage />);
    expect(await screen.findByText("Ayesha Khan")).toBeVisible();
    expect(screen.getByText("SPPC-20260101-0042")).toBeVisible();
    expect(screen.getByText("Does not expire")).toBeVisible();
    expect(screen.getByText("15%")).toBeVisible();
    const url = `${location.origin}/verify/SPPC-20260101-0042`;
    expect(await screen.findByRole("img", { name: `QR code linking to ${url}` })).toBeVisible();
    expect(document.querySelector("[data-verify-url]")?.getAttribute("data-verify-url")).toBe(url);
    expect(screen.getByRole("button", { name: "Download Card" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Share Card" })).toBeVisible();
  });

  it("shares through the native sheet, or copies the verify link when there is none", async () => {
    stubApi({ member: true, card: ownCard });
    const url = `${location.origin}/verify/SPPC-20260101-0042`;
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    await renderWithApp(() => <MembershipCardPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Share Card" }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(url));

    const share = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, share, clipboard: { writeText } });
    fireEvent.click(screen.getByRole("button", { name: "Share Card" }));
    await vi.waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: "My SPPC membership card",
        text: "Verify my SPPC membership: SPPC-20260101-0042",
        url,
      }),
    );
  });

  it("asks a member without a membership number to get one", async () => {
    stubApi({ member: true, card: null });
    await renderWithApp(() => <MembershipCardPage />);
    expect(await screen.findByText("You do not have a membership number yet")).toBeVisible();
    expect(screen.getByRole("link", { name: "Get your membership" }).getAttribute("href")).toBe(
      "/membership",
    );
  });
});

describe("Verify page", () => {
  function stubVerify(answer: MembershipVerification | null) {
    stubFetch(({ path }) =>
      path.startsWith("/api/membership/verify/")
        ? answer
          ? json<MembershipVerification>(answer)
          : apiError(404, "not_found", "No membership")
        : undefined,
    );
  }

  it("shows an expired card in words with the tier and first name and initial", async () => {
    stubVerify(
      makeMembershipVerification({
        membershipId: "SPPC-1",
        valid: false,
        status: "expired",
        tierName: "Premium",
        discountPercent: 15,
        displayName: "Ayesha K.",
        validUntil: "2026-01-01T00:00:00.000Z",
      }),
    );
    await renderWithApp(() => <VerifyPage membershipId="SPPC-1" />);
    expect(await screen.findByRole("heading", { name: /Membership expired/ })).toBeVisible();
    expect(screen.getByText("Ayesha K.")).toBeVisible();
    expect(screen.getByText("Premium")).toBeVisible();
  });

  it("says so for an unknown number", async () => {
    stubVerify(null);
    await renderWithApp(() => <VerifyPage membershipId="SPPC-404" />);
    expect(await screen.findByRole("heading", { name: "No membership with this number" })).toBeVisible();
  });
});
