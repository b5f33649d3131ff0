import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuditLogPage } from "../../app/components/admin-members/audit-log-page";
import type { AdminAuditEntry, AdminAuditPage } from "../../worker/contract/admin-members";
import { makeAuditEntry } from "../fixtures/admin-members";
import { makeUser } from "../fixtures/user";
import { type Handler, json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const entry = makeAuditEntry({
  id: "a1",
  actorName: "Farah Admin",
  action: "member.tier",
  targetType: "member",
  targetId: "u1",
  before: { tier: "basic" },
  after: { tier: "executive" },
  createdAt: "2026-03-01T09:00:00.000Z",
});

const auditPage = (entries: AdminAuditEntry[], nextCursor: string | null = null) =>
  json<AdminAuditPage>({ entries, nextCursor });

/** An admin session and one audit entry; `answer` goes first. */
function stubApi(answer: Handler = () => undefined) {
  return stubFetch(
    (request) =>
      answer(request) ?? (request.path === "/api/admin/audit-log" ? auditPage([entry]) : undefined),
    { user: makeUser({ role: "admin" }) },
  );
}

describe("admin audit log page", () => {
  it("shows when, who, action, target and before → after as readable JSON", async () => {
    stubApi();
    await renderWithApp(() => <AuditLogPage />);
    const table = within(await screen.findByRole("table", { name: "Audit log, newest first" }));
    const line = within(table.getByRole("row", { name: /Farah Admin/ }));
    expect(line.getByText("member.tier")).toBeVisible();
    expect(line.getByText("member: u1")).toBeVisible();
    expect(line.getByText("Before")).toBeVisible();
    expect(line.getByText(/"tier": "basic"/)).toBeVisible();
    expect(line.getByText(/"tier": "executive"/)).toBeVisible();
    expect(line.getByText(/Mar 1, 2026/)).toBeVisible();
    // Read only: no control on an entry.
    expect(line.queryByRole("button")).toBeNull();
  });

  it("filters, loads more, and says so when nothing matches", async () => {
    const fetchMock = stubApi(({ path, url }) => {
      if (path !== "/api/admin/audit-log") return undefined;
      if (url.searchParams.get("cursor") === "next")
        return auditPage([{ ...entry, id: "a0", action: "member.role" }]);
      if (url.searchParams.get("actor") === "nobody") return auditPage([]);
      return auditPage([entry], "next");
    });
    await renderWithApp(() => <AuditLogPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("member.role")).toBeVisible();
    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "member." } });
    fireEvent.change(screen.getByLabelText("Who"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByText("No entries match these filters.")).toBeVisible();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain("/api/admin/audit-log?action=member.&actor=nobody");
  });

  it("says so when nothing has been recorded", async () => {
    stubApi(({ path }) => (path === "/api/admin/audit-log" ? auditPage([]) : undefined));
    await renderWithApp(() => <AuditLogPage />);
    expect(await screen.findByText("No admin actions recorded yet.")).toBeVisible();
  });
});
