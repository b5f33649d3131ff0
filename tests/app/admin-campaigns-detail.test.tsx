import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CampaignDetailPage } from "../../app/components/admin-campaigns/campaign-detail-page";
import { POLL_EVERY_MS } from "../../app/components/admin-campaigns/campaigns-api";
import { Toaster } from "../../app/components/ui/toaster";
import type {
  CampaignDetail,
  CampaignPreview,
  CampaignRendered,
  SegmentSampleMember,
} from "../../worker/contract/campaigns";
import { makeUser } from "../fixtures/user";
import { type FetchStub, type Handler, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const draft: CampaignDetail = {
  id: "c1",
  name: "Premium renewals",
  kind: "promotional",
  status: "draft",
  segment: { tiers: ["premium"], cities: ["riyadh"] },
  channels: ["email", "inapp"],
  subject: { en: "Renew this month", ur: "اس مہینے تجدید کریں" },
  body: { en: "Your membership ends soon.", ur: "آپ کی رکنیت جلد ختم ہو رہی ہے۔" },
  sendAt: null,
  createdAt: "2026-11-01T09:00:00.000Z",
  createdByName: "Farah Admin",
  startedAt: null,
  finishedAt: null,
  recipients: 1234,
  queued: 0,
  sent: 0,
  failed: 0,
  unsubscribed: 0,
  pushes: 0,
  notices: 0,
  failures: [],
};
const bilal: SegmentSampleMember = {
  userId: "u-bilal",
  name: "Bilal Qureshi",
  email: "bilal@example.com",
  language: "ur",
  tier: "premium",
  city: "riyadh",
};

function stubApi(detail: CampaignDetail, answer: Handler = () => undefined) {
  return stubFetch(
    (request) => {
      const custom = answer(request);
      if (custom) return custom;
      if (request.key === "GET /api/admin/campaigns/c1") return json<CampaignDetail>(detail);
      if (request.key === "POST /api/admin/campaigns/preview")
        return json<CampaignPreview>({ count: 1234, sample: [bilal] });
      if (request.key === "POST /api/admin/campaigns/c1/send") return new Response(null, { status: 202 });
      if (request.key === "PUT /api/admin/campaigns/c1") return json<unknown>({ ok: true });
      if (request.key === "POST /api/admin/campaigns/c1/render")
        return json<CampaignRendered>({
          language: "ur",
          dir: "rtl",
          subject: "اس مہینے تجدید کریں",
          html: "<p>آپ کی رکنیت جلد ختم ہو رہی ہے۔</p>",
          text: "آپ کی رکنیت جلد ختم ہو رہی ہے۔",
          channels: ["email", "inapp"],
        });
    },
    { user: makeUser({ role: "admin" }) },
  );
}

const page = () => (
  <>
    <CampaignDetailPage id="c1" />
    <Toaster />
  </>
);
const sends = (fetchMock: FetchStub) =>
  requestsOf(fetchMock, "POST").filter((request) => request.path === "/api/admin/campaigns/c1/send");

describe("admin campaign page", () => {
  it("shows the counts and each failure with its reason", async () => {
    stubApi({
      ...draft,
      status: "sent",
      queued: 0,
      sent: 1200,
      failed: 2,
      unsubscribed: 7,
      failures: [
        { to: "gone@example.com", reason: "550 mailbox unavailable", at: "2026-11-02T10:00:00.000Z" },
        { to: "full@example.com", reason: "552 mailbox full", at: "2026-11-02T09:00:00.000Z" },
      ],
    });
    await renderWithApp(page);
    const counts = await screen.findByRole("region", { name: "Results" });
    const value = (term: string) => within(counts).getByText(term).nextElementSibling?.textContent;
    expect(value("Recipients")).toBe("1,234");
    expect(value("Sent")).toBe("1,200");
    expect(value("Failed")).toBe("2");
    expect(value("Unsubscribed")).toBe("7");
    expect(value("Queued")).toBe("0");

    const failures = within(screen.getByRole("table", { name: /could not be delivered/ }));
    const row = within(failures.getByRole("row", { name: /gone@example.com/ }));
    expect(row.getByText("550 mailbox unavailable")).toBeVisible();
    expect(failures.getByText("552 mailbox full")).toBeVisible();
    // A sent campaign is not sent again from here.
    expect(screen.queryByRole("button", { name: "Send now" })).toBeNull();
  });

  it("asks for the counts again while the campaign sends, and stops once it is done", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let reads = 0;
    const fetchMock = stubApi(draft, (request) => {
      if (request.key !== "GET /api/admin/campaigns/c1") return undefined;
      reads += 1;
      return json<CampaignDetail>(
        reads === 1
          ? { ...draft, status: "sending", queued: 800, sent: 400 }
          : { ...draft, status: "sent", queued: 0, sent: 1234 },
      );
    });
    await renderWithApp(page);
    expect(await screen.findByText("Updating every few seconds while it sends.")).toBeVisible();
    expect(screen.getByText("800")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS));
    await waitFor(() => expect(screen.queryByText("Updating every few seconds while it sends.")).toBeNull());
    expect(screen.getAllByText("1,234").length).toBeGreaterThan(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 3));
    expect(requestsOf(fetchMock, "GET").filter((r) => r.path === "/api/admin/campaigns/c1")).toHaveLength(2);
  });

  it("says there are no failures when none failed", async () => {
    stubApi(draft);
    await renderWithApp(page);
    expect(await screen.findByText("No failures.")).toBeVisible();
  });

  it("sends only after a dialog that names the exact count and channels", async () => {
    const fetchMock = stubApi(draft);
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Send now" }));
    const question = "Send by email and bell? Members: 1,234";
    const dialog = await screen.findByRole("alertdialog", { name: question });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sends(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Send now" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog", { name: question })).getByRole("button", {
        name: "Send now",
      }),
    );
    await waitFor(() => expect(sends(fetchMock)).toHaveLength(1));
    expect(await screen.findByText("Sending started")).toBeVisible();
  });

  it("schedules in Riyadh time: the chosen wall clock goes out with +03:00, with the rest of the draft", async () => {
    const fetchMock = stubApi(draft);
    await renderWithApp(page);
    const field = await screen.findByLabelText("Date and time");
    expect(screen.getByText("Riyadh time (Asia/Riyadh, UTC+03:00).")).toBeVisible();
    fireEvent.change(field, { target: { value: "2030-01-15T09:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(requestsOf(fetchMock, "PUT")).toHaveLength(1));
    expect(requestsOf(fetchMock, "PUT")[0]?.body).toEqual({
      name: "Premium renewals",
      kind: "promotional",
      segment: { tiers: ["premium"], cities: ["riyadh"] },
      channels: ["email", "inapp"],
      subject: { en: "Renew this month", ur: "اس مہینے تجدید کریں" },
      body: { en: "Your membership ends soon.", ur: "آپ کی رکنیت جلد ختم ہو رہی ہے۔" },
      sendAt: "2030-01-15T09:30:00+03:00",
    });
    expect(await screen.findByText("Campaign scheduled")).toBeVisible();
  });

  it("shows a scheduled campaign's Riyadh time and unschedules it back to a draft (saved without sendAt)", async () => {
    const fetchMock = stubApi({ ...draft, status: "scheduled", sendAt: "2030-01-15T06:30:00.000Z" });
    await renderWithApp(page);
    expect(await screen.findByText("Scheduled for Jan 15, 2030, 9:30 AM (Riyadh time).")).toBeVisible();
    expect(screen.getByLabelText("Date and time")).toHaveValue("2030-01-15T09:30");
    fireEvent.click(screen.getByRole("button", { name: "Unschedule (keep as draft)" }));
    await waitFor(() => expect(requestsOf(fetchMock, "PUT")).toHaveLength(1));
    expect(requestsOf(fetchMock, "PUT")[0]?.body).not.toHaveProperty("sendAt");
  });

  it("cancels only after asking", async () => {
    const fetchMock = stubApi(draft, (request) =>
      request.key === "POST /api/admin/campaigns/c1/cancel"
        ? json<unknown>({ id: "c1", status: "cancelled" })
        : undefined,
    );
    await renderWithApp(page);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel campaign" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Cancel “Premium renewals”? It will never be sent.",
    });
    expect(requestsOf(fetchMock, "POST").filter((r) => r.path.endsWith("/cancel"))).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel campaign" }));
    await waitFor(() =>
      expect(requestsOf(fetchMock, "POST").filter((r) => r.path.endsWith("/cancel"))).toHaveLength(1),
    );
  });

  it("refuses a time in the past before asking the server", async () => {
    const fetchMock = stubApi(draft);
    await renderWithApp(page);
    fireEvent.change(await screen.findByLabelText("Date and time"), {
      target: { value: "2020-01-15T09:30" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Choose a date and time in the future.")).toBeVisible();
    expect(requestsOf(fetchMock, "PUT")).toHaveLength(0);
  });

  it("previews the mail as a member of the sample, in their language and direction, in a sandboxed frame", async () => {
    const fetchMock = stubApi(draft);
    await renderWithApp(page);
    const section = within(await screen.findByRole("region", { name: "Preview as a member" }));
    await waitFor(() => expect(section.getByLabelText("Member")).toHaveValue("u-bilal"));
    fireEvent.click(section.getByRole("button", { name: "Show preview" }));
    const subject = await section.findByText("اس مہینے تجدید کریں");
    expect(subject).toHaveAttribute("dir", "rtl");
    expect(subject).toHaveAttribute("lang", "ur");
    const frame = section.getByTitle("The mail as Bilal Qureshi will read it");
    expect(frame).toHaveAttribute("sandbox", "");
    // The mail is the worker's own document (its CSP lets the inline styles show), never a srcdoc,
    // which would inherit this page's policy.
    expect(frame).not.toHaveAttribute("srcdoc");
    expect(frame.getAttribute("src")).toBe(
      `/api/admin/campaigns/${encodeURIComponent(draft.id)}/render.html?userId=u-bilal`,
    );
    expect(section.getByText("This member gets it by: email and bell")).toBeVisible();
    expect(requestsOf(fetchMock, "POST").find((r) => r.path.endsWith("/render"))?.body).toEqual({
      userId: "u-bilal",
    });
  });
});
