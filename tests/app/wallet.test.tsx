import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterSignInPath } from "../../app/components/auth/after-sign-in";
import { SiteFooter } from "../../app/components/layout/site-footer";
import { MembershipCardPage } from "../../app/components/membership-card/membership-card-page";
import { WalletPage } from "../../app/components/wallet/wallet-page";
import type { OwnMembershipCard } from "../../worker/contract/membership-card";
import type { MemberRsvp } from "../../worker/contract/rsvp";
import { makeEvent, makeTicket } from "../fixtures/events";
import { makeOwnMembershipCard } from "../fixtures/membership-card";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const card = makeOwnMembershipCard({ membershipId: "SPPC-20260101-0042", name: "Ayesha Khan" });
const evening = makeEvent({
  slug: "evening",
  name: "Riyadh Evening",
  startsAt: "2030-03-01T15:00:00.000Z",
  endsAt: "2030-03-01T18:00:00.000Z",
});
const member = { user: makeUser({ id: "u-1" }) };
const FIVE_MINUTES_AGO = () => new Date(Date.now() - 5 * 60_000).toUTCString();

/** What the fetch of a page offline with nothing saved sees: a network error, no answer. */
const noConnection = () => Promise.reject(new TypeError("Failed to fetch"));

const answers = (date = new Date().toUTCString()) => ({
  "GET /api/membership/card": () => json<{ card: OwnMembershipCard | null }>({ card }, { headers: { date } }),
  "GET /api/events/rsvps/mine": () =>
    json<{ rsvps: MemberRsvp[] }>({ rsvps: [makeTicket(evening)] }, { headers: { date } }),
});

function goOffline() {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/wallet", () => {
  it("shows the member's card first, then every ticket, and when they were last refreshed", async () => {
    stubFetch(answers(FIVE_MINUTES_AGO()), member);
    await renderWithApp(() => <WalletPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
    const cardSection = await screen.findByRole("region", { name: "Membership card" });
    expect(await within(cardSection).findByText("SPPC-20260101-0042")).toBeVisible();
    const tickets = screen.getByRole("region", { name: "Event tickets" });
    expect(await within(tickets).findByRole("link", { name: "Riyadh Evening" })).toBeVisible();
    expect(within(tickets).getByTestId("ticket-status").textContent).toBe("Confirmed");
    // The card comes before the tickets.
    expect(cardSection.compareDocumentPosition(tickets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((await screen.findByTestId("wallet-refreshed")).textContent).toBe("Updated 5 minutes ago");
    expect(screen.getByRole("button", { name: "Refresh" })).toBeVisible();
  });

  it("offline, says the copy shown is the saved one and how old it is", async () => {
    goOffline();
    stubFetch(answers(FIVE_MINUTES_AGO()), member);
    await renderWithApp(() => <WalletPage />);
    expect(await screen.findByText("SPPC-20260101-0042")).toBeVisible();
    expect((await screen.findByTestId("wallet-refreshed")).textContent).toBe(
      "You are offline. This is the copy saved 5 minutes ago.",
    );
    expect(screen.queryByRole("button", { name: "Refresh" })).toBeNull();
  });

  it("offline with nothing saved: 'connect once' for the card and the tickets, never the sample", async () => {
    goOffline();
    stubFetch(
      { "GET /api/membership/card": noConnection, "GET /api/events/rsvps/mine": noConnection },
      member,
    );
    await renderWithApp(() => <WalletPage />);
    expect(await screen.findByText("Your card is not saved on this device yet")).toBeVisible();
    expect(
      await screen.findByText("Your tickets are not saved on this device yet. Connect once to save them."),
    ).toBeVisible();
    expect(screen.queryByText("Ahmed Hassan")).toBeNull();
  });

  it("offline without a saved session says 'connect once' instead of sending to a sign-in that cannot load", async () => {
    goOffline();
    const assign = vi.spyOn(location, "assign").mockImplementation(() => undefined);
    stubFetch({ "GET /api/auth/user": noConnection });
    await renderWithApp(() => <WalletPage />);
    expect(await screen.findByText("Your card is not saved on this device yet")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("/membership-card offline is never wrong", () => {
  it("a member whose card is not saved sees 'connect once', not the sample", async () => {
    goOffline();
    stubFetch({ "GET /api/membership/card": noConnection }, member);
    await renderWithApp(() => <MembershipCardPage />);
    expect(await screen.findByText("Your card is not saved on this device yet")).toBeVisible();
    expect(screen.queryByText("Ahmed Hassan")).toBeNull();
    expect(screen.queryByText("Founding Member")).toBeNull();
  });

  it("without a saved session (offline, the session unknown) shows 'connect once', not the sample", async () => {
    goOffline();
    stubFetch({ "GET /api/auth/user": noConnection });
    await renderWithApp(() => <MembershipCardPage />);
    expect(await screen.findByText("Your card is not saved on this device yet")).toBeVisible();
    expect(screen.queryByText("Ahmed Hassan")).toBeNull();
  });

  it("a visitor the server says is signed out sees the sample, labelled as one", async () => {
    stubFetch({}, { user: null });
    await renderWithApp(() => <MembershipCardPage />);
    expect(await screen.findByText("Ahmed Hassan")).toBeVisible();
    expect(screen.getByText("Sample card")).toBeVisible();
  });
});

describe("the card one tap away", () => {
  it("the footer links the membership card", async () => {
    await renderWithApp(() => <SiteFooter />);
    expect(screen.getByRole("link", { name: "Membership card" }).getAttribute("href")).toBe(
      "/membership-card",
    );
  });

  it("sign-up and sign-in carry the card page through onboarding", () => {
    expect(afterSignInPath(null, "/membership-card", true)).toBe("/onboarding?next=%2Fmembership-card");
    expect(afterSignInPath(makeUser({ onboardingCompletedAt: null }), "/membership-card")).toBe(
      "/onboarding?next=%2Fmembership-card",
    );
    expect(
      afterSignInPath(makeUser({ onboardingCompletedAt: "2026-01-01T00:00:00.000Z" }), "/membership-card"),
    ).toBe("/membership-card");
    expect(afterSignInPath(null, "//evil.example", true)).toBe("/onboarding");
  });
});
