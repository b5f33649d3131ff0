import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CampaignsPage } from "../../app/components/admin-campaigns/campaigns-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { AdminEvent } from "../../worker/contract/admin-events";
import type {
  CampaignCreate,
  CampaignCreated,
  CampaignList,
  CampaignPreview,
  Segment,
  SegmentSampleMember,
} from "../../worker/contract/campaigns";
import { makeEvent, untranslated } from "../fixtures/events";
import { makeUser } from "../fixtures/user";
import { apiError, type FetchStub, type Handler, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const ayesha: SegmentSampleMember = {
  userId: "u-ayesha",
  name: "Ayesha Khan",
  email: "ayesha@example.com",
  language: "ur",
  tier: "premium",
  city: "riyadh",
};
const eidGathering: AdminEvent = {
  ...makeEvent({ id: "ev-eid", name: "Eid Gathering" }),
  ...untranslated,
  checkedInCount: 0,
  registrationOpen: true,
};

/** The count the fake server gives a segment: everyone 3000, Premium 40, Premium in Riyadh 1234. */
function previewOf(segment: Segment): CampaignPreview {
  if (segment.tiers?.includes("premium") && segment.cities?.includes("riyadh"))
    return { count: 1234, sample: [ayesha] };
  if (segment.tiers?.includes("premium")) return { count: 40, sample: [] };
  return { count: 3000, sample: [] };
}

function stubApi(answer: Handler = () => undefined, campaigns: CampaignList["campaigns"] = []) {
  return stubFetch(
    (request) => {
      const custom = answer(request);
      if (custom) return custom;
      if (request.key === "GET /api/admin/campaigns") return json<CampaignList>({ campaigns });
      if (request.key === "GET /api/admin/events")
        return json<{ events: AdminEvent[] }>({ events: [eidGathering] });
      if (request.key === "POST /api/admin/campaigns/preview")
        return json<CampaignPreview>(previewOf((request.body as { segment: Segment }).segment));
    },
    { user: makeUser({ role: "admin" }) },
  );
}

const previewBodies = (fetchMock: FetchStub) =>
  requestsOf(fetchMock, "POST")
    .filter((request) => request.path === "/api/admin/campaigns/preview")
    .map((request) => request.body);

const page = () => (
  <>
    <CampaignsPage />
    <Toaster />
  </>
);

async function openBuilder() {
  fireEvent.click(await screen.findByRole("button", { name: "New campaign" }));
  return within(await screen.findByRole("form", { name: "New campaign" }));
}

describe("admin campaigns page", () => {
  it("lists campaigns with their kind, status, channels and counts, or says there are none", async () => {
    stubApi(undefined, [
      {
        id: "c1",
        name: "Renewal reminder",
        kind: "service",
        status: "sent",
        channels: ["email", "inapp"],
        sendAt: null,
        createdAt: "2026-11-01T09:00:00.000Z",
        recipients: 1234,
        sent: 1200,
        failed: 4,
      },
    ]);
    await renderWithApp(page);
    const table = within(await screen.findByRole("table", { name: "Campaigns, newest first" }));
    const row = within(table.getByRole("row", { name: /Renewal reminder/ }));
    expect(row.getByRole("link", { name: "Renewal reminder" })).toHaveAttribute(
      "href",
      "/admin/campaigns/c1",
    );
    expect(row.getByText("Service notice")).toBeVisible();
    expect(row.getByText("Sent")).toBeVisible();
    expect(row.getByText("Email, In-app bell")).toBeVisible();
    expect(row.getByText("1,234")).toBeVisible();
    expect(row.getByText("1,200 / 4")).toBeVisible();
  });

  it("says so when there are no campaigns", async () => {
    stubApi();
    await renderWithApp(page);
    expect(await screen.findByText("No campaigns yet. Start one with “New campaign”.")).toBeVisible();
  });

  it("updates the count and the sample as the admin builds the segment", async () => {
    const fetchMock = stubApi();
    await renderWithApp(page);
    const form = await openBuilder();
    expect(await form.findByText("Members: 3,000")).toBeVisible();
    expect(form.getByText(/reaches only members who agreed to marketing messages/)).toBeVisible();

    fireEvent.click(form.getByRole("checkbox", { name: "Premium" }));
    expect(await form.findByText("Members: 40")).toBeVisible();
    fireEvent.click(form.getByRole("checkbox", { name: "Riyadh" }));
    expect(await form.findByText("Members: 1,234")).toBeVisible();

    const sample = within(form.getByRole("table", { name: "A sample of who is in it" }));
    const row = within(sample.getByRole("row", { name: /Ayesha Khan/ }));
    expect(row.getByText("ayesha@example.com")).toBeVisible();
    expect(row.getByText("Premium")).toBeVisible();
    expect(row.getByText("Riyadh")).toBeVisible();
    expect(row.getByText("Urdu")).toBeVisible();
    expect(previewBodies(fetchMock).at(-1)).toEqual({
      segment: { tiers: ["premium"], cities: ["riyadh"] },
      kind: "promotional",
    });

    // The events come from the admin events list; attendance applies once one is chosen.
    fireEvent.click(await form.findByRole("checkbox", { name: /Eid Gathering/ }));
    fireEvent.change(form.getByLabelText("At the chosen events"), { target: { value: "noShow" } });
    fireEvent.change(form.getByLabelText("Membership expires within (days)"), { target: { value: "30" } });
    fireEvent.change(form.getByLabelText("Kind"), { target: { value: "service" } });
    await waitFor(() =>
      expect(previewBodies(fetchMock).at(-1)).toEqual({
        segment: {
          tiers: ["premium"],
          cities: ["riyadh"],
          expiresWithinDays: 30,
          eventIds: ["ev-eid"],
          attendance: "noShow",
        },
        kind: "service",
      }),
    );
  });

  it("aborts the count of a segment the admin has already changed", async () => {
    const fetchMock = stubApi((request) =>
      request.key === "POST /api/admin/campaigns/preview" &&
      JSON.stringify(request.body) ===
        JSON.stringify({ segment: { tiers: ["premium"] }, kind: "promotional" })
        ? new Promise<Response>(() => {}) // Premium alone never answers: a slow count.
        : undefined,
    );
    await renderWithApp(page);
    const form = await openBuilder();
    await form.findByText("Members: 3,000");
    fireEvent.click(form.getByRole("checkbox", { name: "Premium" }));
    const slow = () =>
      requestsOf(fetchMock, "POST").find(
        (request) =>
          JSON.stringify(request.body) ===
          JSON.stringify({ segment: { tiers: ["premium"] }, kind: "promotional" }),
      );
    await waitFor(() => expect(slow()).toBeDefined());
    expect(form.getByText("Counting...")).toBeVisible();
    fireEvent.click(form.getByRole("checkbox", { name: "Riyadh" }));
    expect(await form.findByText("Members: 1,234")).toBeVisible();
    expect(slow()?.init?.signal?.aborted).toBe(true);
  });

  it("does not count a segment whose days are not a whole number, and says why", async () => {
    const fetchMock = stubApi();
    await renderWithApp(page);
    const form = await openBuilder();
    await form.findByText("Members: 3,000");
    const asked = previewBodies(fetchMock).length;
    fireEvent.change(form.getByLabelText("Joined within (days)"), { target: { value: "0" } });
    expect(await form.findByText("Enter a whole number of days from 1 to 3650.")).toBeVisible();
    expect(form.getByText("Fix the highlighted filters to see the count.")).toBeVisible();
    expect(previewBodies(fetchMock)).toHaveLength(asked);
  });

  it("marks the languages still missing, with the fallback in words, and writes each in its direction", async () => {
    stubApi();
    await renderWithApp(page);
    const form = await openBuilder();
    expect(form.getByText("Missing: Arabic — members who read Arabic get English.")).toBeVisible();
    expect(form.getByText("Missing: Urdu — members who read Urdu get English.")).toBeVisible();

    const arabic = within(form.getByRole("group", { name: /^Arabic/ }));
    const arabicSubject = arabic.getByLabelText("Subject");
    expect(arabicSubject).toHaveAttribute("dir", "rtl");
    expect(arabicSubject).toHaveAttribute("lang", "ar");
    expect(within(form.getByRole("group", { name: /^Urdu/ })).getByLabelText("Message")).toHaveAttribute(
      "dir",
      "rtl",
    );
    expect(within(form.getByRole("group", { name: /^English/ })).getByLabelText(/Subject/)).toHaveAttribute(
      "dir",
      "ltr",
    );

    fireEvent.change(arabicSubject, { target: { value: "تجديد العضوية" } });
    // A subject alone is not a translation: the message is missing too.
    expect(form.getByText("Missing: Arabic — members who read Arabic get English.")).toBeVisible();
    fireEvent.change(arabic.getByLabelText("Message"), { target: { value: "جدّد عضويتك هذا الشهر." } });
    expect(form.queryByText("Missing: Arabic — members who read Arabic get English.")).toBeNull();
    expect(form.getByText("Missing: Urdu — members who read Urdu get English.")).toBeVisible();
  });

  it("saves a draft with the contract's body, and shows the server's field errors without losing the text", async () => {
    let refuse = true;
    const fetchMock = stubApi((request) => {
      if (request.key !== "POST /api/admin/campaigns") return undefined;
      if (refuse) {
        refuse = false;
        return apiError(422, "validation_failed", "Check the highlighted fields", {
          name: ["Name is already used by another campaign"],
        });
      }
      return json<CampaignCreated>({ id: "c-new", recipients: 40 });
    });
    await renderWithApp(page);
    const form = await openBuilder();

    fireEvent.click(form.getByRole("button", { name: "Save draft" }));
    expect(await form.findByText("Enter a name (at most 120 characters).")).toBeVisible();
    expect(form.getByText("Write the subject in English (at most 200 characters).")).toBeVisible();
    expect(form.getByLabelText(/Campaign name/)).toHaveFocus();
    expect(requestsOf(fetchMock, "POST").filter((r) => r.path === "/api/admin/campaigns")).toHaveLength(0);

    fireEvent.change(form.getByLabelText(/Campaign name/), { target: { value: "Premium renewals" } });
    fireEvent.click(form.getByRole("checkbox", { name: "Premium" }));
    const english = within(form.getByRole("group", { name: /^English/ }));
    fireEvent.change(english.getByLabelText(/Subject/), { target: { value: "Renew this month" } });
    fireEvent.change(english.getByLabelText(/Message/), { target: { value: "Your membership ends soon." } });
    fireEvent.click(form.getByRole("checkbox", { name: "Push" }));
    fireEvent.click(form.getByRole("button", { name: "Save draft" }));

    expect(await form.findByText("Name is already used by another campaign")).toBeVisible();
    expect(form.getByLabelText(/Campaign name/)).toHaveValue("Premium renewals");
    expect(english.getByLabelText(/Message/)).toHaveValue("Your membership ends soon.");

    fireEvent.click(form.getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(requestsOf(fetchMock, "POST").filter((r) => r.path === "/api/admin/campaigns")).toHaveLength(2),
    );
    const body = requestsOf(fetchMock, "POST")
      .filter((r) => r.path === "/api/admin/campaigns")
      .at(-1)?.body;
    expect(body).toEqual({
      name: "Premium renewals",
      kind: "promotional",
      segment: { tiers: ["premium"] },
      channels: ["email", "push", "inapp"],
      subject: { en: "Renew this month" },
      body: { en: "Your membership ends soon." },
    } satisfies CampaignCreate);
    expect(await screen.findByText("Draft saved")).toBeVisible();
  });
});
