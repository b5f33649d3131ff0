// The community reports (/api/admin/insights/*) against rows each test writes. Storage is shared by the
// tests of this file, so each test keeps to its own years and city.
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type {
  AttendanceReport,
  CampaignResultsReport,
  MembersByTierReport,
  PartnerChecksReport,
  RenewalsReport,
  RevenueReport,
} from "../../worker/contract/insights";
import { send } from "./accounts-helpers";
import { admin, member, seedMembers } from "./admin-members-helpers";
import { callApi } from "./call-api";
import {
  DAY_MS,
  report,
  seedCampaign,
  seedCampaignRows,
  seedEvent,
  seedPayments,
  seedRsvps,
} from "./insights-helpers";

describe("community reports", () => {
  it("are for admins only: 401 for visitors, 403 for members, 422 for a range that ends first", async () => {
    expect((await callApi("/api/admin/insights/revenue")).status).toBe(401);
    const { cookie } = await member();
    expect((await send("GET", "/api/admin/insights/revenue", cookie)).status).toBe(403);
    expect((await send("GET", "/api/admin/insights/attendance/csv", cookie)).status).toBe(403);
    const staff = await admin();
    const backwards = await send(
      "GET",
      "/api/admin/insights/revenue?from=2020-02-01&to=2020-01-01",
      staff.cookie,
    );
    expect(backwards.status).toBe(422);
    expect((await send("GET", "/api/admin/insights/revenue?city=atlantis", staff.cookie)).status).toBe(422);
    expect((await send("GET", "/api/admin/insights/revenue/pdf", staff.cookie)).status).toBe(422);
  });

  it("counts members joined per Riyadh month and tier, with the total at each month's end", async () => {
    const { cookie } = await admin();
    await seedMembers([
      { first: "Earlier", city: "tabuk", joined: "2010-12-10T09:00:00.000Z" },
      { first: "January", city: "tabuk", joined: "2011-01-15T09:00:00.000Z" },
      // 22:00 UTC on 31 January is 1 February in Riyadh.
      { first: "February", city: "tabuk", tier: "premium", joined: "2011-01-31T22:00:00.000Z" },
      { first: "March", city: "tabuk", joined: "2011-03-02T09:00:00.000Z" },
      { first: "Elsewhere", city: "hail", joined: "2011-01-15T09:00:00.000Z" },
    ]);
    const answer = await report<MembersByTierReport>(
      cookie,
      "members-by-tier?from=2011-01-01&to=2011-02-28&city=tabuk",
    );
    expect(answer.range).toEqual({ from: "2011-01-01", to: "2011-02-28", city: "tabuk" });
    expect(answer.rows).toEqual([
      { month: "2011-01", tier: "basic", joined: 1, total: 2 },
      { month: "2011-01", tier: "premium", joined: 0, total: 0 },
      { month: "2011-01", tier: "executive", joined: 0, total: 0 },
      { month: "2011-02", tier: "basic", joined: 0, total: 2 },
      { month: "2011-02", tier: "premium", joined: 1, total: 1 },
      { month: "2011-02", tier: "executive", joined: 0, total: 0 },
    ]);
  });

  it("lists renewals due in 30, 60 and 90 days and the renewal rate of periods that ended in the range", async () => {
    const { cookie } = await admin();
    const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
    const [renewer, lapsed, outside] = await seedMembers([
      { first: "Renewer", city: "abha", tier: "premium", validUntil: inDays(10) },
      { first: "Lapsed", city: "abha", tier: "executive", validUntil: inDays(45) },
      { first: "Outside", city: "hail", tier: "premium", validUntil: inDays(20) },
      { first: "Later", city: "abha", tier: "premium", validUntil: inDays(80) },
      { first: "NotYet", city: "abha", tier: "premium", validUntil: inDays(120) },
      { first: "Expired", city: "abha", tier: "premium", validUntil: inDays(-5) },
    ]);
    if (!renewer || !lapsed || !outside) throw new Error("seeding failed");
    await seedPayments([
      // Ended in 2012 and paid again: renewed.
      {
        userId: renewer,
        tier: "premium",
        amountHalalas: 50_000,
        paidAt: "2011-03-01T09:00:00.000Z",
        validUntil: "2012-03-01T09:00:00.000Z",
      },
      {
        userId: renewer,
        tier: "premium",
        amountHalalas: 50_000,
        paidAt: "2012-02-20T09:00:00.000Z",
        validUntil: "2013-03-01T09:00:00.000Z",
      },
      // Ended in 2012, never paid again.
      {
        userId: lapsed,
        tier: "executive",
        amountHalalas: 150_000,
        paidAt: "2011-06-01T09:00:00.000Z",
        validUntil: "2012-06-01T09:00:00.000Z",
      },
      // A failed payment ends no period; another city's lapse is filtered out.
      {
        userId: lapsed,
        tier: "executive",
        amountHalalas: 150_000,
        status: "failed",
        validUntil: "2012-07-01T09:00:00.000Z",
      },
      {
        userId: outside,
        tier: "premium",
        amountHalalas: 50_000,
        paidAt: "2011-05-01T09:00:00.000Z",
        validUntil: "2012-05-01T09:00:00.000Z",
      },
    ]);
    const answer = await report<RenewalsReport>(cookie, "renewals?from=2012-01-01&to=2012-12-31&city=abha");
    expect(answer.due).toEqual([
      { tier: "premium", within30: 1, within60: 1, within90: 2 },
      { tier: "executive", within30: 0, within60: 1, within90: 1 },
    ]);
    expect([answer.ended, answer.renewed, answer.rate]).toEqual([2, 1, 0.5]);
    const everywhere = await report<RenewalsReport>(cookie, "renewals?from=2012-01-01&to=2012-12-31");
    expect([everywhere.ended, everywhere.renewed]).toEqual([3, 1]);
  });

  it("sums paid revenue per Riyadh month and tier, filtered by city, and exports it as CSV and .xlsx", async () => {
    const { cookie } = await admin();
    const [najran, hail] = await seedMembers([
      { first: "Najran", city: "najran", tier: "premium" },
      { first: "Hail", city: "hail", tier: "premium" },
    ]);
    if (!najran || !hail) throw new Error("seeding failed");
    await seedPayments([
      { userId: najran, tier: "premium", amountHalalas: 50_000, paidAt: "2013-01-10T09:00:00.000Z" },
      // 21:30 UTC on 31 January is 1 February in Riyadh.
      { userId: najran, tier: "premium", amountHalalas: 45_000, paidAt: "2013-01-31T21:30:00.000Z" },
      { userId: najran, tier: "executive", amountHalalas: 150_000, paidAt: "2013-02-05T09:00:00.000Z" },
      { userId: najran, tier: "executive", amountHalalas: 150_000, status: "failed" },
      { userId: hail, tier: "premium", amountHalalas: 50_000, paidAt: "2013-01-12T09:00:00.000Z" },
      { userId: najran, tier: "premium", amountHalalas: 50_000, paidAt: "2013-03-01T09:00:00.000Z" },
    ]);
    const answer = await report<RevenueReport>(cookie, "revenue?from=2013-01-01&to=2013-02-28&city=najran");
    expect(answer.refundsTracked).toBe(false);
    expect(answer.rows).toEqual([
      { month: "2013-01", tier: "premium", payments: 1, amountHalalas: 50_000 },
      { month: "2013-02", tier: "executive", payments: 1, amountHalalas: 150_000 },
      { month: "2013-02", tier: "premium", payments: 1, amountHalalas: 45_000 },
    ]);
    const everywhere = await report<RevenueReport>(cookie, "revenue?from=2013-01-01&to=2013-01-31");
    expect(everywhere.rows).toEqual([
      { month: "2013-01", tier: "premium", payments: 2, amountHalalas: 100_000 },
    ]);

    const csv = await send(
      "GET",
      "/api/admin/insights/revenue/csv?from=2013-01-01&to=2013-02-28&city=najran",
      cookie,
    );
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sppc-revenue-[\d-]+\.csv"$/,
    );
    const parsed = Papa.parse<string[]>((await csv.text()).replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.data).toEqual([
      ["Month", "Tier", "Payments", "Amount (SAR)"],
      ["2013-01", "premium", "1", "500"],
      ["2013-02", "executive", "1", "1500"],
      ["2013-02", "premium", "1", "450"],
    ]);
    const xlsx = await send(
      "GET",
      "/api/admin/insights/revenue/xlsx?from=2013-01-01&to=2013-02-28&city=najran",
      cookie,
    );
    expect(xlsx.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await xlsx.arrayBuffer()))["xl/worksheets/sheet1.xml"] ?? new Uint8Array(),
    );
    // Counts and amounts are number cells, so a spreadsheet can add them up.
    expect(sheet).toContain('<c r="C2"><v>1</v></c><c r="D2"><v>500</v></c>');
    expect(sheet).toContain('<c r="D3"><v>1500</v></c>');
  });

  it("counts registrations, check-ins and no-shows per past event and per city", async () => {
    const { cookie } = await admin();
    const riyadh = await seedEvent("Riyadh Meetup 2014", "riyadh", "2014-03-10T15:00:00.000Z");
    const khobar = await seedEvent("Khobar Dinner 2014", "khobar", "2014-04-10T15:00:00.000Z");
    const empty = await seedEvent("Nobody Came 2014", "khobar", "2014-05-10T15:00:00.000Z");
    const cancelled = await seedEvent("Cancelled 2014", "riyadh", "2014-06-10T15:00:00.000Z", true);
    await seedRsvps(riyadh, ["checkedIn", "checkedIn", "checkedIn", "confirmed", "waitlisted", "cancelled"]);
    await seedRsvps(khobar, ["checkedIn", "confirmed"]);
    await seedRsvps(cancelled, ["confirmed"]);
    const answer = await report<AttendanceReport>(cookie, "attendance?from=2014-01-01&to=2014-12-31");
    expect(answer.events).toEqual([
      {
        id: riyadh,
        name: "Riyadh Meetup 2014",
        city: "riyadh",
        startsAt: "2014-03-10T15:00:00.000Z",
        registered: 4,
        checkedIn: 3,
        noShows: 1,
        noShowRate: 0.25,
      },
      {
        id: khobar,
        name: "Khobar Dinner 2014",
        city: "khobar",
        startsAt: "2014-04-10T15:00:00.000Z",
        registered: 2,
        checkedIn: 1,
        noShows: 1,
        noShowRate: 0.5,
      },
      {
        id: empty,
        name: "Nobody Came 2014",
        city: "khobar",
        startsAt: "2014-05-10T15:00:00.000Z",
        registered: 0,
        checkedIn: 0,
        noShows: 0,
        noShowRate: null,
      },
    ]);
    expect(answer.cities).toEqual([
      { city: "khobar", registered: 2, checkedIn: 1, noShows: 1, noShowRate: 0.5 },
      { city: "riyadh", registered: 4, checkedIn: 3, noShows: 1, noShowRate: 0.25 },
    ]);
    const khobarOnly = await report<AttendanceReport>(
      cookie,
      "attendance?from=2014-04-01&to=2014-04-30&city=khobar",
    );
    expect(khobarOnly.events.map((row) => row.name)).toEqual(["Khobar Dinner 2014"]);
  });

  it("counts /verify checks per partner named by the counter link's ?partner=", async () => {
    const { cookie } = await admin();
    const slug = `travel-${crypto.randomUUID().slice(0, 8)}`;
    const partnerId = crypto.randomUUID();
    const { env } = await import("cloudflare:workers");
    await env.DB.prepare(
      "insert into partner_discounts (id, slug, name, discount_percent, category) values (?, ?, 'Saudia Travel', 10, 'Travel')",
    )
      .bind(partnerId, slug)
      .run();
    const membershipId = `SPPC-20260301-${crypto.randomUUID().slice(0, 4)}`;
    await seedMembers([{ first: "Card", tier: "premium", membershipId }]);
    for (const query of [`?partner=${slug}`, `?partner=${slug}`, "?partner=nobody", ""]) {
      expect((await callApi(`/api/membership/verify/${membershipId}${query}`)).status).toBe(200);
    }
    const answer = await report<PartnerChecksReport>(cookie, "partner-checks");
    expect(answer.rows.filter((row) => row.partnerId === partnerId)).toEqual([
      { partnerId, partnerName: "Saudia Travel", checks: 2 },
    ]);
    expect(answer.rows.reduce((sum, row) => sum + row.checks, 0)).toBe(2);
  });

  it("counts each campaign started in the range by its own rows: recipients, mail, pushes, bell, unsubscribes", async () => {
    const { cookie } = await admin();
    const [ali, sara, omar, huda] = await seedMembers([
      { first: "Ali", city: "jeddah" },
      { first: "Sara", city: "riyadh" },
      { first: "Omar", city: "jeddah" },
      { first: "Huda", city: "jeddah" },
    ]);
    if (!ali || !sara || !omar || !huda) throw new Error("seeding failed");
    const iftar = await seedCampaign({
      name: "Iftar invite",
      kind: "promotional",
      startedAt: "2015-03-10T09:00:00.000Z",
      pushes: 2,
    });
    await seedCampaignRows(iftar, {
      recipients: [ali, sara, omar, huda],
      mail: { [ali]: "sent", [sara]: "sent", [omar]: "failed", [huda]: "pending" },
      notices: [ali, sara, omar],
      unsubscribed: [ali],
    });
    const notice = await seedCampaign({
      name: "Office move",
      kind: "service",
      startedAt: "2015-04-01T09:00:00.000Z",
    });
    await seedCampaignRows(notice, {
      recipients: [sara, omar],
      mail: {},
      notices: [sara, omar],
      unsubscribed: [],
    });
    // Outside the answer: a draft, a cancelled campaign and one started after the range.
    await seedCampaign({ name: "Draft", kind: "service", startedAt: null, status: "draft" });
    await seedCampaign({ name: "Called off", kind: "service", startedAt: null, status: "cancelled" });
    const later = await seedCampaign({
      name: "Later",
      kind: "promotional",
      startedAt: "2015-05-01T09:00:00.000Z",
    });
    await seedCampaignRows(later, {
      recipients: [huda],
      mail: { [huda]: "sent" },
      notices: [],
      unsubscribed: [huda],
    });

    // The city filter does not apply: the answer says so by naming no city.
    const answer = await report<CampaignResultsReport>(
      cookie,
      "campaigns?from=2015-03-01&to=2015-04-30&city=jeddah",
    );
    expect(answer.range).toEqual({ from: "2015-03-01", to: "2015-04-30", city: null });
    expect(answer.rows).toEqual([
      {
        id: notice,
        name: "Office move",
        kind: "service",
        startedAt: "2015-04-01T09:00:00.000Z",
        recipients: 2,
        queued: 0,
        sent: 0,
        failed: 0,
        unsubscribed: 0,
        pushes: 0,
        notices: 2,
        unsubscribeRate: null,
      },
      {
        id: iftar,
        name: "Iftar invite",
        kind: "promotional",
        startedAt: "2015-03-10T09:00:00.000Z",
        recipients: 4,
        queued: 1,
        sent: 2,
        failed: 1,
        unsubscribed: 1,
        pushes: 2,
        notices: 3,
        unsubscribeRate: 0.5,
      },
    ]);

    const csv = await send("GET", "/api/admin/insights/campaigns/csv?from=2015-03-01&to=2015-04-30", cookie);
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sppc-campaigns-[\d-]+\.csv"$/,
    );
    const parsed = Papa.parse<string[]>((await csv.text()).replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([
      "Campaign",
      "Kind",
      "Started",
      "Recipients",
      "Queued",
      "Sent",
      "Failed",
      "Unsubscribed",
      "Pushes",
      "Bell notices",
      "Unsubscribe rate (%)",
    ]);
    expect(parsed.data.slice(1).map((row) => [row[0], ...row.slice(3)])).toEqual([
      ["Office move", "2", "0", "0", "0", "0", "0", "2", ""],
      ["Iftar invite", "4", "1", "2", "1", "1", "2", "3", "50"],
    ]);
    const xlsx = await send(
      "GET",
      "/api/admin/insights/campaigns/xlsx?from=2015-03-01&to=2015-04-30",
      cookie,
    );
    expect(xlsx.status).toBe(200);
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await xlsx.arrayBuffer()))["xl/worksheets/sheet1.xml"] ?? new Uint8Array(),
    );
    expect(sheet).toContain('<c r="D3"><v>4</v></c>');
  });
});
