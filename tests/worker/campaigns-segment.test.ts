// The segment rules (worker/domain/campaigns/segment.ts): each filter alone, together, and the consent
// rules, checked against members and registrations this file writes.
import { describe, expect, it } from "vitest";
import { seedMembers } from "./admin-members-helpers";
import { DAY_MS, inSegment, iso, seedEvent, seedSeat } from "./campaigns-helpers";

const GRANTED: [string, boolean, string][] = [["marketing", true, "2026-01-01T00:00:00.000Z"]];

describe("a campaign's segment", () => {
  it("filters by tier, city and language, values of one filter with OR", async () => {
    const [basicRiyadh, premiumJeddah, executiveRiyadhUr] = await seedMembers([
      { first: "Basic", city: "riyadh", language: "en" },
      { first: "Premium", city: "jeddah", tier: "premium", validUntil: iso(100 * DAY_MS), language: "ar" },
      { first: "Exec", city: "riyadh", tier: "executive", validUntil: iso(100 * DAY_MS), language: "ur" },
    ]);
    const ids = [basicRiyadh, premiumJeddah, executiveRiyadhUr].map(String);
    expect(await inSegment(ids, { tiers: ["premium", "executive"] })).toEqual(ids.slice(1));
    expect(await inSegment(ids, { cities: ["riyadh"] })).toEqual([ids[0], ids[2]]);
    expect(await inSegment(ids, { languages: ["ar", "ur"] })).toEqual(ids.slice(1));
    expect(await inSegment(ids, {})).toEqual(ids);
  });

  it("filters by membership status and expiry window as the card does, Basic never expiring", async () => {
    const ids = await seedMembers([
      { first: "Ended", tier: "premium", validUntil: iso(-DAY_MS) },
      { first: "Soon", tier: "premium", validUntil: iso(10 * DAY_MS) },
      { first: "Later", tier: "executive", validUntil: iso(60 * DAY_MS) },
      { first: "Basic", tier: "basic", validUntil: iso(-DAY_MS) },
    ]);
    expect(await inSegment(ids, { status: "expired" })).toEqual([ids[0]]);
    expect(await inSegment(ids, { status: "active" })).toEqual(ids.slice(1));
    expect(await inSegment(ids, { expiresWithinDays: 30 })).toEqual([ids[1]]);
    expect(await inSegment(ids, { expiresWithinDays: 90 })).toEqual([ids[1], ids[2]]);
  });

  it("filters by when members joined, and never reaches a suspended account", async () => {
    const ids = await seedMembers([
      { first: "New", joined: iso(-5 * DAY_MS) },
      { first: "Old", joined: iso(-400 * DAY_MS) },
      { first: "Suspended", joined: iso(-5 * DAY_MS), status: "suspended" },
    ]);
    expect(await inSegment(ids, { joinedWithinDays: 30 })).toEqual([ids[0]]);
    expect(await inSegment(ids, {})).toEqual(ids.slice(0, 2));
  });

  it("finds who registered, checked in or did not show at the chosen events", async () => {
    const over = await seedEvent(iso(-DAY_MS));
    const coming = await seedEvent(iso(5 * DAY_MS));
    const address = `by-address-${crypto.randomUUID()}@example.com`;
    const ids = await seedMembers([
      { first: "Came" },
      { first: "NoShow" },
      { first: "Waitlisted" },
      { first: "ByAddress", email: address },
      { first: "Coming" },
    ]);
    const [came, noShow, waitlisted, byAddress, comingSeat] = ids.map(String);
    await seedSeat(over, { userId: came, email: `${came}@x.example`, checkedIn: true });
    await seedSeat(over, { userId: noShow, email: `${noShow}@x.example` });
    await seedSeat(over, { userId: waitlisted, email: `${waitlisted}@x.example`, status: "waitlisted" });
    await seedSeat(over, { email: address });
    await seedSeat(coming, { userId: comingSeat, email: `${comingSeat}@x.example` });

    expect(await inSegment(ids, { eventIds: [over] })).toEqual([came, noShow, byAddress]);
    expect(await inSegment(ids, { eventIds: [over], attendance: "checkedIn" })).toEqual([came]);
    expect(await inSegment(ids, { eventIds: [over], attendance: "noShow" })).toEqual([noShow, byAddress]);
    // A seat at an event still to come is not a no-show.
    expect(await inSegment(ids, { eventIds: [over, coming], attendance: "noShow" })).toEqual([
      noShow,
      byAddress,
    ]);
    expect(await inSegment(ids, { eventIds: [over, coming] })).toEqual([came, noShow, byAddress, comingSeat]);
  });

  it("combines filters with AND", async () => {
    const event = await seedEvent(iso(-DAY_MS));
    const soon = iso(20 * DAY_MS);
    const ids = await seedMembers([
      { first: "All", tier: "premium", validUntil: soon, city: "riyadh", language: "ur" },
      { first: "WrongCity", tier: "premium", validUntil: soon, city: "jeddah", language: "ur" },
      { first: "WrongLanguage", tier: "premium", validUntil: soon, city: "riyadh", language: "en" },
      { first: "NotThere", tier: "premium", validUntil: soon, city: "riyadh", language: "ur" },
    ]);
    for (const id of ids.slice(0, 3)) await seedSeat(event, { userId: id, email: `${id}@x.example` });
    const segment = {
      tiers: ["premium" as const],
      cities: ["riyadh" as const],
      languages: ["ur" as const],
      status: "active" as const,
      expiresWithinDays: 30,
      joinedWithinDays: 3650,
      eventIds: [event],
      attendance: "registered" as const,
    };
    expect(await inSegment(ids, segment)).toEqual([ids[0]]);
  });

  it("reaches only members with marketing consent for promotional mail; service notices reach everyone", async () => {
    const ids = await seedMembers([
      { first: "Granted", consents: GRANTED },
      { first: "Never" },
      {
        first: "Withdrew",
        consents: [...GRANTED, ["marketing", false, "2026-02-01T00:00:00.000Z"]],
      },
    ]);
    expect(await inSegment(ids, {}, "promotional")).toEqual([ids[0]]);
    expect(await inSegment(ids, {}, "service")).toEqual(ids);
  });
});
