import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminReportsPage } from "../../app/components/admin-reports/admin-reports-page";
import type { ReportedPost } from "../../worker/contract/posts";
import { makeUser } from "../fixtures/user";
import { renderWithApp } from "./render";

const reported: ReportedPost = {
  post: {
    id: "p1",
    content: "Buy followers now <script>x</script>",
    postType: "standard",
    createdAt: new Date().toISOString(),
    authorName: "Spam Account",
  },
  reports: [
    { id: "r1", reason: "Spam", reporterName: "Ali Raza", createdAt: new Date().toISOString() },
    { id: "r2", reason: "Scam link", reporterName: "Sana Admin", createdAt: new Date().toISOString() },
  ],
  count: 2,
};

function stubApi(list: ReportedPost[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/auth/user")) return Response.json(makeUser({ role: "admin" }));
    if (url === "/api/admin/reports") return Response.json({ reported: list });
    if (init?.method === "POST") return Response.json({ ok: true });
    return new Response("not stubbed", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("/admin/reports", () => {
  it("groups reports by post with reasons and count, and removes a post after confirmation", async () => {
    const fetchMock = stubApi([reported]);
    await renderWithApp(() => <AdminReportsPage />);
    const item = (await screen.findByRole("heading", { name: "Post by Spam Account" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(item).getByText("2 reports")).toBeVisible();
    expect(within(item).getByText("Spam")).toBeVisible();
    expect(within(item).getByText("Scam link")).toBeVisible();
    expect(document.querySelector("script")).toBeNull();
    // Removing asks for a reason, which is sent (and emailed to the author).
    fireEvent.click(within(item).getByRole("button", { name: "Remove post" }));
    fireEvent.change(within(item).getByLabelText("Reason (emailed to the member)"), {
      target: { value: "Selling followers is spam" },
    });
    fireEvent.click(within(item).getByRole("button", { name: "Remove post" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            url === "/api/admin/reports/p1/remove" &&
            init?.method === "POST" &&
            JSON.parse(String(init.body)).reason === "Selling followers is spam",
        ),
      ).toBe(true),
    );
  });

  it("says when nothing waits for review", async () => {
    stubApi([]);
    await renderWithApp(() => <AdminReportsPage />);
    expect(await screen.findByText("No open reports. Nothing waits for review.")).toBeVisible();
  });
});
