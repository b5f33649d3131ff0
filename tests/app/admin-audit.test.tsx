import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuditLogPage } from "../../app/components/admin-audit/audit-log-page";
import type { AdminAuditEntry, AdminAuditPage, AuditActor } from "../../worker/contract/audit-log";
import { makeAuditEntry } from "../fixtures/admin-members";
import { makeUser } from "../fixtures/user";
import { type Handler, json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

// Shaped as GET /api/admin/audit-log answers them (tests/worker/admin-audit-log.test.ts).
const tier = makeAuditEntry({
  id: "a1",
  actorName: "Aisha Auditor",
  action: "member.tier",
  targetType: "member",
  targetId: "u1",
  before: { tier: "basic", validUntil: null },
  after: { tier: "premium", validUntil: "2027-03-31" },
  verb: "member_tier",
  family: "member",
  target: { type: "member", id: "u1", name: "Omar Khan", gone: false },
  changes: [
    { field: "tier", before: "basic", after: "premium" },
    { field: "validUntil", before: null, after: "2027-03-31" },
  ],
  createdAt: "2026-03-01T09:00:00.000Z",
});
const cancelled = makeAuditEntry({
  id: "a2",
  actorName: "Aisha Auditor",
  action: "POST /api/admin/events/e1/cancel",
  targetType: "endpoint",
  targetId: "e1",
  verb: "cancel",
  family: "event",
  target: { type: "event", id: "e1", name: "Riyadh Iftar", gone: false },
});
const deleted = makeAuditEntry({
  id: "a3",
  actorName: "Bilal Reviewer",
  action: "DELETE /api/admin/whatsapp-groups/g1",
  targetType: "endpoint",
  targetId: "g1",
  verb: "delete",
  family: "content",
  target: { type: "whatsapp_group", id: "g1", name: "Khobar Founders", gone: true },
});
const created = makeAuditEntry({
  id: "a4",
  actorName: "Bilal Reviewer",
  action: "POST /api/admin/jobs",
  targetType: "endpoint",
  targetId: null,
  after: { fields: ["company", "title"] },
  verb: "create",
  family: "job",
  target: { type: "job", id: null, name: null, gone: false },
  fields: ["company", "title"],
});
const erased = makeAuditEntry({
  id: "a5",
  action: "member.suspend",
  verb: "member_suspend",
  target: { type: "member", id: "u9", name: null, gone: true },
});

const auditPage = (entries: AdminAuditEntry[], nextCursor: string | null = null) =>
  json<AdminAuditPage>({ entries, nextCursor });
const actors: AuditActor[] = [
  { id: "admin-1", name: "Aisha Auditor" },
  { id: "admin-2", name: "Bilal Reviewer" },
];

/** An admin session, the actors, and the entries; `answer` goes first. */
function stubApi(answer: Handler = () => undefined) {
  return stubFetch(
    (request) =>
      answer(request) ??
      (request.path === "/api/admin/audit-log/actors"
        ? json<{ actors: AuditActor[] }>({ actors })
        : request.path === "/api/admin/audit-log"
          ? auditPage([tier, cancelled, deleted, created, erased])
          : undefined),
    { user: makeUser({ role: "admin" }) },
  );
}

const rowOf = async (name: RegExp) =>
  within(
    within(await screen.findByRole("table", { name: "Audit log, newest first" })).getByRole("row", { name }),
  );

describe("admin audit log page", () => {
  it("reads each entry as a sentence naming the thing, with its values before and after", async () => {
    stubApi();
    await renderWithApp(() => <AuditLogPage />);
    const tierRow = await rowOf(/changed the tier/);
    expect(tierRow.getByText(/Mar 1, 2026/)).toBeVisible();
    expect(
      tierRow.getByRole("cell", {
        name: /Aisha Auditor changed the tier of Omar Khan from Basic to Premium/,
      }),
    ).toBeVisible();
    expect(tierRow.getByText("Tier").nextElementSibling).toHaveTextContent("Basic → Premium");
    expect(tierRow.getByText("Valid until").nextElementSibling).toHaveTextContent("— → Mar 31, 2027");

    // The sentence's cell, by its words (accessible names pad the <bdi> around each name with spaces).
    const said = async (text: RegExp) => (await rowOf(text)).getByRole("cell", { name: text });
    expect(await said(/Aisha Auditor cancelled the event “\s?Riyadh Iftar\s?”/)).toBeVisible();
    expect(
      await said(/Bilal Reviewer deleted the WhatsApp group “\s?Khobar Founders\s?” \(since deleted\)/),
    ).toBeVisible();
    const job = await rowOf(/created the job/);
    expect(job.getByText("Fields set: company, title")).toBeVisible();
    expect(job.getByText("POST /api/admin/jobs")).toBeVisible();
    expect(await said(/suspended a former member/)).toBeVisible();
    // Read only: no control on an entry.
    expect(screen.queryByRole("button", { name: /delete|edit/i })).toBeNull();
  });

  it("says it in Arabic, tiers by their Arabic names", async () => {
    stubApi(({ path }) => (path === "/api/admin/audit-log" ? auditPage([tier]) : undefined));
    await renderWithApp(() => <AuditLogPage />, { language: "ar" });
    const sentence = /قام Aisha Auditor بتغيير فئة Omar Khan من أساسية إلى مميزة/;
    expect(await screen.findByRole("cell", { name: sentence })).toBeVisible();
  });

  it("filters by admin, kind and days, loads more, and says so when nothing matches", async () => {
    const fetchMock = stubApi(({ path, url }) => {
      if (path !== "/api/admin/audit-log") return undefined;
      if (url.searchParams.get("cursor") === "next") return auditPage([cancelled]);
      if (url.searchParams.get("since")) return auditPage([]);
      return auditPage([tier], "next");
    });
    await renderWithApp(() => <AuditLogPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("cell", { name: /cancelled the event/ })).toBeVisible();
    const admin = screen.getByLabelText("Admin");
    await within(admin).findByRole("option", { name: "Bilal Reviewer" });
    fireEvent.change(admin, { target: { value: "admin-2" } });
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "event" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-01" } });
    expect(await screen.findByText("No entries match these filters.")).toBeVisible();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain("/api/admin/audit-log?actor=admin-2&family=event&since=2026-03-01");
  });

  it("says so when nothing has been recorded", async () => {
    stubApi(({ path }) => (path === "/api/admin/audit-log" ? auditPage([]) : undefined));
    await renderWithApp(() => <AuditLogPage />);
    expect(await screen.findByText("No admin actions recorded yet.")).toBeVisible();
  });
});
