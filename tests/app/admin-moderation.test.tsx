import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ModerationPage } from "../../app/components/admin-moderation/moderation-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { ModerationDecision, ModerationItem, ModerationQueue } from "../../worker/contract/moderation";
import { makeUser } from "../fixtures/user";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const at = "2026-01-05T09:00:00.000Z";
const job: ModerationItem = {
  kind: "job",
  id: "j1",
  title: "Site Engineer",
  submittedBy: "Job Poster",
  submittedAt: at,
  preview: { kind: "job", company: "Al Noor Contracting", city: "Jeddah" },
};
const report: ModerationItem = {
  kind: "report",
  id: "p1",
  title: "Spam Account",
  submittedBy: "Ali Raza",
  submittedAt: at,
  preview: { kind: "report", excerpt: "Buy followers <script>x</script>", reason: "Spam", reportCount: 2 },
};
const photo: ModerationItem = {
  kind: "photo",
  id: "ph1",
  title: "Group photo",
  submittedBy: "Photo Uploader",
  submittedAt: at,
  preview: {
    kind: "photo",
    imageUrl: "/api/admin/photos/ph1/file",
    eventName: "Eid Gathering",
    caption: null,
  },
};

const counts = { photo: 1, job: 1, business: 0, application: 0, report: 1 };

const page = () => (
  <>
    <ModerationPage />
    <Toaster />
  </>
);

/** The decision's answer has no contract type (the page reads only the status); the worker's shape. */
type DecisionAnswer = Pick<ModerationItem, "kind" | "id"> & { decision: ModerationDecision };

/** The queue as the server keeps it: a decided item leaves it, unless the decision fails. */
function stubApi(start: ModerationItem[], failure?: () => Response) {
  let items = start;
  return stubFetch(
    ({ method, path, url }) => {
      if (method === "POST") {
        if (failure) return failure();
        const [kind = "", id = "", decision = ""] = path.split("/").slice(-3);
        const decided = items.find((item) => item.kind === kind && item.id === id);
        items = items.filter((item) => item !== decided);
        return decided && (decision === "approve" || decision === "reject")
          ? json<DecisionAnswer>({ kind: decided.kind, id: decided.id, decision })
          : undefined;
      }
      if (path === "/api/admin/moderation") {
        const kind = url.searchParams.get("kind");
        return json<ModerationQueue>({
          items: items.filter((item) => !kind || item.kind === kind),
          counts,
          nextCursor: null,
        });
      }
    },
    { user: makeUser({ role: "admin" }) },
  );
}

const cardOf = async (name: string) =>
  (await screen.findByRole("heading", { name })).closest("li") as HTMLElement;

describe("/admin/moderation", () => {
  it("shows every kind with its preview and counts, and filters by kind", async () => {
    stubApi([photo, job, report]);
    await renderWithApp(page);
    const jobCard = await cardOf("Site Engineer");
    expect(within(jobCard).getByText("Al Noor Contracting · Jeddah")).toBeVisible();
    const reportCard = await cardOf("Post by Spam Account");
    expect(within(reportCard).getByText("Report reason: Spam", { exact: false })).toBeVisible();
    expect(within(reportCard).getByRole("button", { name: /Keep post/ })).toBeVisible();
    expect(within(reportCard).getByRole("button", { name: "Remove post" })).toBeVisible();
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByRole("img", { name: "Photo shared for Eid Gathering" }).getAttribute("src")).toBe(
      "/api/admin/photos/ph1/file",
    );
    expect(screen.getByRole("button", { name: "All (3)" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Jobs (1)" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Post by Spam Account" })).toBeNull());
    expect(await screen.findByRole("heading", { name: "Site Engineer" })).toBeVisible();
  });

  it("rejects with a reason: the card leaves at once and a toast confirms", async () => {
    const fetchMock = stubApi([job]);
    await renderWithApp(page);
    const card = await cardOf("Site Engineer");
    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    fireEvent.change(within(card).getByLabelText("Reason (emailed to the member)"), {
      target: { value: "Salary must be stated" },
    });
    fireEvent.submit(within(card).getByRole("button", { name: "Reject" }).closest("form") as HTMLFormElement);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Site Engineer" })).toBeNull());
    const [call] = requestsOf(fetchMock, "POST");
    expect(call?.path).toBe("/api/admin/moderation/job/j1/reject");
    expect(call?.body).toEqual({ reason: "Salary must be stated" });
    expect(
      await screen.findByText("Rejected: Site Engineer. The member was emailed the reason."),
    ).toBeVisible();
  });

  it("asks for a reason instead of sending an empty one", async () => {
    const fetchMock = stubApi([job]);
    await renderWithApp(page);
    const card = await cardOf("Site Engineer");
    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    fireEvent.submit(within(card).getByRole("button", { name: "Reject" }).closest("form") as HTMLFormElement);
    expect(await screen.findByText("Give a reason of 3 to 500 characters.")).toBeVisible();
    expect(requestsOf(fetchMock, "POST")).toEqual([]);
    expect(screen.getByRole("heading", { name: "Site Engineer" })).toBeVisible();
  });

  it("puts the card back when the decision fails", async () => {
    stubApi([job], () => apiError(409, "conflict", "This item was already decided"));
    await renderWithApp(page);
    const card = await cardOf("Site Engineer");
    fireEvent.click(within(card).getByRole("button", { name: /Approve/ }));
    expect(await screen.findByText("This item was already decided")).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Site Engineer" })).toBeVisible();
  });

  it("says when nothing waits for review", async () => {
    stubApi([]);
    await renderWithApp(page);
    expect(await screen.findByText("Nothing waiting for review")).toBeVisible();
  });
});
