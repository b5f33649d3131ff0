import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminReportsPage } from "../../app/components/admin-reports/admin-reports-page";
import type { ReportedPost } from "../../worker/contract/posts";
import { makeReportedPost } from "../fixtures/posts";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const reported = makeReportedPost(
  {
    id: "p1",
    content: "Buy followers now <script>x</script>",
    postType: "standard",
    authorName: "Spam Account",
  },
  [
    { id: "r1", reason: "Spam", reporterName: "Ali Raza", createdAt: new Date().toISOString() },
    { id: "r2", reason: "Scam link", reporterName: "Sana Admin", createdAt: new Date().toISOString() },
  ],
);

/** An admin session and the reported posts; removing a post answers as the worker does. */
function stubApi(list: ReportedPost[]) {
  return stubFetch(
    {
      "GET /api/admin/reports": () => json<{ reported: ReportedPost[] }>({ reported: list }),
      // No contract type: the worker answers { removed: true } and the page reads only the status.
      "POST /api/admin/reports/p1/remove": () => json<{ removed: boolean }>({ removed: true }),
    },
    { user: makeUser({ role: "admin" }) },
  );
}

describe("/admin/reported-posts", () => {
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
      expect(requestsOf(fetchMock, "POST")).toMatchObject([
        { path: "/api/admin/reports/p1/remove", body: { reason: "Selling followers is spam" } },
      ]),
    );
  });

  it("says when nothing waits for review", async () => {
    stubApi([]);
    await renderWithApp(() => <AdminReportsPage />);
    expect(await screen.findByText("No open reports. Nothing waits for review.")).toBeVisible();
  });
});
