import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminMembersPage } from "../../worker/contract/admin-members";
import type { MembershipTierId } from "../../worker/contract/enums";
import type { MembershipVerification, OwnMembershipCard } from "../../worker/contract/membership-card";
import type { PublicProfile } from "../../worker/contract/profile";
import type { CurrentUser } from "../../worker/contract/user";
import { demoMembershipTiers } from "../../worker/db/seed/tiers";
import { makeAdmin, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

// Issue 15: an Executive member's public card said Basic. Every API answer that names a member's tier
// is checked for each tier, and for a member who has no membership at all.

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
const get = async <T>(path: string, cookie = "") =>
  (await (await callApi(path, { headers: cookie ? { Cookie: cookie } : {} })).json()) as T;

type Holder = { userId: string; cookie: string; membershipId: string | null; lastName: string };

/** A signed-up member sharing their profile, with the tier (and a current period) an upgrade leaves. */
async function memberWith(tier: MembershipTierId | "none"): Promise<Holder> {
  const lastName = `Tier${crypto.randomUUID().slice(0, 6)}`;
  const { email, cookie } = await signUp(uniqueEmail(`tier-${tier}`), `Hamza ${lastName}`);
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  const userId = row?.id ?? "";
  const membershipId = tier === "none" ? null : `SPPC-T-${crypto.randomUUID().slice(0, 8)}`;
  if (tier === "none") {
    // An account from before every account was numbered at creation (the migration missed it).
    await env.DB.prepare("update members set membership_id = null where user_id = ?").bind(userId).run();
  } else {
    await env.DB.prepare(
      "update members set membership_id = ?, membership_tier = ?, membership_valid_until = ? where user_id = ?",
    )
      .bind(membershipId, tier, tier === "basic" ? null : inAYear, userId)
      .run();
  }
  await env.DB.prepare(
    "insert into consents (id, user_id, purpose, granted, method, policy_version) values (?, ?, 'profile_sharing', 1, 'test', '2024-12-21')",
  )
    .bind(crypto.randomUUID(), userId)
    .run();
  return { userId, cookie, membershipId, lastName };
}

const cases = [
  { tier: "basic", shown: "basic", name: "Basic" },
  { tier: "premium", shown: "premium", name: "Premium" },
  { tier: "executive", shown: "executive", name: "Executive" },
  { tier: "none", shown: "basic", name: null },
] as const;

describe("a member's tier in every API answer", () => {
  let adminCookie = "";
  beforeAll(async () => {
    await env.DB.batch(
      demoMembershipTiers.map((tier) =>
        env.DB.prepare(
          "insert or ignore into membership_tiers (id, name, price_halalas, partner_discount_percent, sort_order) values (?, ?, ?, ?, ?)",
        ).bind(tier.id, tier.name, tier.priceHalalas, tier.partnerDiscountPercent, tier.sortOrder ?? 0),
      ),
    );
    const admin = await signUp(uniqueEmail("tier-admin"), "Farah Admin");
    await makeAdmin(admin.email);
    adminCookie = admin.cookie;
  });

  for (const { tier, shown, name } of cases) {
    it(`${tier === "none" ? "no membership" : tier}: reads ${shown} everywhere`, async () => {
      const member = await memberWith(tier);

      const me = await get<CurrentUser>("/api/auth/user", member.cookie);
      expect(me.membershipTier).toBe(shown);

      const card = await get<PublicProfile>(`/api/profile/public/${member.userId}`);
      expect(card.membershipTier).toBe(shown);

      const list = await get<AdminMembersPage>(`/api/admin/members?q=${member.lastName}`, adminCookie);
      expect(list.members.map((row) => row.tier)).toEqual([shown]);

      const own = await get<{ card: OwnMembershipCard | null }>("/api/membership/card", member.cookie);
      if (name === null || member.membershipId === null) {
        expect(own.card).toBeNull();
        return;
      }
      expect(own.card).toMatchObject({ tierId: shown, tierName: name });
      const verified = await get<MembershipVerification>(
        `/api/membership/verify/${encodeURIComponent(member.membershipId)}`,
      );
      expect(verified).toMatchObject({ valid: true, tierName: name });
    });
  }
});

describe("members.membership_tier in D1 (migration 0013)", () => {
  it("refuses a word outside the tier list on insert and on update", async () => {
    const member = await memberWith("premium");
    const setTier = (tier: string) =>
      env.DB.prepare("update members set membership_tier = ? where user_id = ?")
        .bind(tier, member.userId)
        .run();
    await expect(setTier("gold")).rejects.toThrow(/membership_tier must be basic, premium or executive/);
    await expect(setTier("business")).rejects.toThrow(/membership_tier must be/);
    await setTier("executive");
    // Writing other columns of the row is not affected.
    await env.DB.prepare("update members set title = 'Engineer' where user_id = ?").bind(member.userId).run();

    const id = crypto.randomUUID();
    await env.DB.prepare(
      "insert into user (id, name, email, email_verified, created_at, updated_at) values (?, 'Raw Insert', ?, 0, 0, 0)",
    )
      .bind(id, uniqueEmail("raw"))
      .run();
    await expect(
      env.DB.prepare("insert into members (user_id, membership_tier) values (?, 'corporate')").bind(id).run(),
    ).rejects.toThrow(/membership_tier must be/);
    await env.DB.prepare("insert into members (user_id) values (?)").bind(id).run();
    const row = await env.DB.prepare("select membership_tier as tier from members where user_id = ?")
      .bind(id)
      .first<{ tier: string }>();
    expect(row?.tier).toBe("basic");
  });
});
