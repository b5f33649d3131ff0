import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuditLogPage } from "../../app/components/admin-members/audit-log-page";
import type { AdminAuditEntry } from "../../worker/contract/admin-members";
import { makeUser } from "../fixtures/user";
import { renderWithApp } from "./render";

const entry: AdminAuditEntry = {
  id: "a1",
  actorUserId: "admin-1",
  actorName: "Farah Admin",
  action: "member.tier",
  targetType: "member",
  targetId: "u1",
  before: { tier: "basic" },
  after: { tier: "executive" },
  createdAt: "2026-03-01T09:00:00.000Z",
};

function stubApi(answer: (url: URL) => Response | undefined = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const custom = answer(url);
    if (custom) return custom;
    if (url.pathname.startsWith("/api/auth/user")) return Response.json(makeUser({ role: "admin" }));
    if (url.pathname === "/api/admin/audit-log") return Response.json({ entries: [entry], nextCursor: null });
    return new Response("not stubbed", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

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
    const fetchMock = stubApi((url) => {
      if (url.pathname !== "/api/admin/audit-log") return undefined;
      if (url.searchParams.get("cursor") === "next")
        return Response.json({ entries: [{ ...entry, id: "a0", action: "member.role" }], nextCursor: null });
      if (url.searchParams.get("actor") === "nobody") return Response.json({ entries: [], nextCursor: null });
      return Response.json({ entries: [entry], nextCursor: "next" });
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
    stubApi((url) =>
      url.pathname === "/api/admin/audit-log" ? Response.json({ entries: [], nextCursor: null }) : undefined,
    );
    await renderWithApp(() => <AuditLogPage />);
    expect(await screen.findByText("No admin actions recorded yet.")).toBeVisible();
  });
});
