import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminMembersPage } from "../../app/components/admin-members/admin-members-page";
import { MemberHeader } from "../../app/components/layout/member-header";
import { VerifyPage } from "../../app/components/membership-card/verify-page";
import { MembershipTab } from "../../app/components/profile/membership-tab";
import { PublicProfilePage } from "../../app/components/profile/public-profile-page";
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMembersPage as MembersPage,
} from "../../worker/contract/admin-members";
import type { MembershipTierId } from "../../worker/contract/enums";
import type { MembershipVerification } from "../../worker/contract/membership-card";
import type { UnreadCount } from "../../worker/contract/notifications";
import type { OwnPayment } from "../../worker/contract/payments";
import type { PublicProfile } from "../../worker/contract/profile";
import { makeAdminMemberRow } from "../fixtures/admin-members";
import { makeMembershipVerification } from "../fixtures/membership-card";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

// Issue 15: an Executive member's public card said Basic. What each tier reads as on every screen that
// names it. "No membership" is a member the server answers as basic (no membership id, no paid period).
const tiers = [
  { case: "basic", tier: "basic", name: "Basic", member: "Basic Member", menu: "Upgrade to Premium" },
  { case: "premium", tier: "premium", name: "Premium", member: "Premium Member", menu: "Premium Account" },
  {
    case: "executive",
    tier: "executive",
    name: "Executive",
    member: "Executive Member",
    menu: "Executive Account",
  },
  { case: "no membership", tier: "basic", name: "Basic", member: "Basic Member", menu: "Upgrade to Premium" },
] as const;

const publicProfile = (membershipTier: MembershipTierId): PublicProfile => ({
  id: "u-card",
  firstName: "Hamza",
  lastName: "Ali",
  title: "Engineer",
  company: "Aramco",
  location: "Riyadh",
  membershipTier,
  profileImageUrl: null,
});

describe.each(tiers)("$case", ({ tier, name, member, menu }) => {
  it(`the public profile card reads '${member}'`, async () => {
    stubFetch(
      {
        "GET /api/profile/public/u-card": () => json<PublicProfile>(publicProfile(tier)),
      },
      { user: null },
    );
    await renderWithApp(() => <PublicProfilePage userId="u-card" />);
    expect(await screen.findByRole("heading", { name: "Hamza Ali" })).toBeVisible();
    expect(screen.getByText(member)).toBeVisible();
  });

  it(`the avatar menu reads '${menu}'`, async () => {
    stubFetch({ "GET /api/notifications/unread-count": () => json<UnreadCount>({ count: 0 }) });
    await renderWithApp(() => <MemberHeader user={makeUser({ membershipTier: tier })} />);
    fireEvent.click(screen.getByRole("button", { name: /Account menu/ }));
    expect(screen.getByRole("menuitem", { name: menu }).getAttribute("href")).toBe("/subscription");
  });

  it(`the profile's membership tab reads '${member}'`, async () => {
    stubFetch({ "GET /api/payments": () => json<{ payments: OwnPayment[] }>({ payments: [] }) });
    await renderWithApp(() => <MembershipTab user={makeUser({ membershipTier: tier })} />);
    expect(screen.getByText(member)).toBeVisible();
  });

  it(`the admin members list reads '${name}'`, async () => {
    const row = makeAdminMemberRow({ name: "Hamza Ali", tier });
    stubFetch(
      {
        "GET /api/admin/members": () =>
          json<MembersPage>({ members: [row], total: 1, page: 1, pageSize: ADMIN_MEMBERS_PAGE_SIZE }),
      },
      { user: makeUser({ role: "admin" }) },
    );
    await renderWithApp(() => <AdminMembersPage />);
    const table = within(await screen.findByRole("table", { name: "Members" }));
    expect(within(table.getByRole("row", { name: /Hamza Ali/ })).getByText(name)).toBeVisible();
  });
});

describe("the Executive tier in Arabic and Urdu", () => {
  it.each([
    ["ar", "عضو تنفيذي"],
    ["ur", "ایگزیکٹو رکن"],
  ] as const)("the public profile card in %s", async (language, words) => {
    stubFetch(
      { "GET /api/profile/public/u-card": () => json<PublicProfile>(publicProfile("executive")) },
      { user: null },
    );
    await renderWithApp(() => <PublicProfilePage userId="u-card" />, { language });
    expect(await screen.findByText(words)).toBeVisible();
  });
});

describe("the /verify page of an Executive card", () => {
  it("names the tier the server gives", async () => {
    stubFetch({
      "GET /api/membership/verify/SPPC-X": () =>
        json<MembershipVerification>(
          makeMembershipVerification({ membershipId: "SPPC-X", tierName: "Executive", discountPercent: 25 }),
        ),
    });
    await renderWithApp(() => <VerifyPage membershipId="SPPC-X" />);
    expect(await screen.findByText("Executive")).toBeVisible();
    expect(screen.getByText("25%")).toBeVisible();
  });
});
