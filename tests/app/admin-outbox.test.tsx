import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OutboxPage } from "../../app/components/admin-outbox/outbox-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { OutboxEntry, OutboxList } from "../../worker/contract/outbox";
import { makeUser } from "../fixtures/user";
import { json, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const entry = (overrides: Partial<OutboxEntry>): OutboxEntry => ({
  id: "m1",
  to: "hira@example.com",
  subject: "Your seat: Riyadh Networking Evening",
  kind: "rsvp-confirmed",
  delivery: "send",
  status: "sent",
  attempts: 1,
  lastError: null,
  queuedAt: "2026-11-20T10:00:00.000Z",
  sentAt: "2026-11-20T10:00:05.000Z",
  createdAt: "2026-11-20T10:00:00.000Z",
  headers: {},
  attachments: [],
  ...overrides,
});

const list = (messages: OutboxEntry[], nextCursor: string | null = null, failed = 0) =>
  json<OutboxList>({ messages, failed, nextCursor });

const cardOf = (subject: string) =>
  within(screen.getByRole("heading", { name: subject }).closest("li") as HTMLElement);

describe("/admin/outbox", () => {
  it("shows each email's delivery, headers and attachments, counts the failed ones and sends one again", async () => {
    const failed = entry({
      id: "m2",
      to: "bilal@example.com",
      subject: "Welcome to SPPC",
      kind: "welcome",
      status: "failed",
      attempts: 5,
      lastError: "mailbox unavailable",
    });
    const bulk = entry({
      id: "m3",
      subject: "New tender: Riyadh Metro",
      kind: "tender-alert",
      headers: {
        "List-Unsubscribe": "<https://sppc.example/api/unsubscribe/abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      attachments: [{ index: 0, filename: "invite.ics", type: "text/calendar", size: 2048 }],
    });
    const fetchMock = stubFetch(
      {
        "GET /api/admin/outbox": () => list([entry({}), failed, bulk], null, 1),
        "POST /api/admin/outbox/m2/resend": () =>
          json<{ id: string; status: "pending" }>({ id: "m2", status: "pending" }),
      },
      { user: makeUser({ role: "admin" }) },
    );
    await renderWithApp(() => (
      <>
        <OutboxPage />
        <Toaster />
      </>
    ));
    expect(await screen.findByText("1 failed")).toBeVisible();
    const sent = cardOf("Your seat: Riyadh Networking Evening");
    expect(sent.getByText("Sent")).toBeVisible();
    expect(sent.getByText("RSVP confirmed")).toBeVisible();
    expect(sent.queryByRole("button", { name: /Send again/ })).toBeNull();
    // A production mail's body is never sent to the page, and the page says why.
    expect(sent.getByText(/may hold someone's sign-in or password link/)).toBeVisible();

    const alert = cardOf("New tender: Riyadh Metro");
    expect(alert.getByText("Headers (2)")).toBeVisible();
    expect(alert.getByText("List-Unsubscribe-Post:")).toBeInTheDocument();
    expect(alert.getByText("List-Unsubscribe=One-Click")).toBeInTheDocument();
    const download = alert.getByRole("link", { name: "Download invite.ics" });
    expect(download).toHaveAttribute("href", "/api/admin/outbox/m3/attachments/0");
    expect(alert.getByText("2 kB")).toBeVisible();

    const gaveUp = cardOf("Welcome to SPPC");
    expect(gaveUp.getByText("mailbox unavailable")).toBeVisible();
    fireEvent.click(gaveUp.getByRole("button", { name: /Send again/ }));
    expect(await screen.findByText("Queued to send again")).toBeVisible();
    expect(writesOf(fetchMock).map((write) => write.key)).toEqual(["POST /api/admin/outbox/m2/resend"]);
  });

  it("searches by recipient, type, days and failure, loads more, and says when nothing matches", async () => {
    const fetchMock = stubFetch(
      {
        "GET /api/admin/outbox": ({ url }) => {
          const query = url.searchParams;
          if (query.get("status") === "failed" && !query.get("q")) return list([], null, 0);
          if (query.get("cursor") === "next") return list([entry({ id: "m9", subject: "An older mail" })]);
          if (query.get("q") === "nobody") return list([]);
          return list([entry({ text: "Local body" })], "next");
        },
      },
      { user: makeUser({ role: "admin" }) },
    );
    await renderWithApp(() => <OutboxPage />);
    expect(await screen.findByText("Local body")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("heading", { name: "An older mail" })).toBeVisible();

    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "event-cancelled" } });
    fireEvent.change(screen.getByLabelText("Written from"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("Delivery"), { target: { value: "failed" } });
    fireEvent.change(screen.getByLabelText("Recipient"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No mail matches this search.")).toBeVisible();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain("/api/admin/outbox?q=nobody&kind=event-cancelled&since=2026-11-01&status=failed");

    const asked = () => fetchMock.mock.calls.filter(([input]) => String(input).includes("q=nobody")).length;
    const before = asked();
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
  });
});
