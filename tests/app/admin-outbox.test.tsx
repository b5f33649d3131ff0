import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OutboxPage } from "../../app/components/admin/outbox-page";
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
  ...overrides,
});

describe("/admin/outbox", () => {
  it("shows each email's delivery, counts the failed ones and sends a failed one again", async () => {
    const failed = entry({
      id: "m2",
      to: "bilal@example.com",
      subject: "Welcome to SPPC",
      status: "failed",
      attempts: 5,
      lastError: "mailbox unavailable",
    });
    const fetchMock = stubFetch(
      {
        "GET /api/admin/outbox": () => json<OutboxList>({ messages: [entry({}), failed], failed: 1 }),
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
    const sent = screen
      .getByRole("heading", { name: "Your seat: Riyadh Networking Evening" })
      .closest("li") as HTMLElement;
    expect(within(sent).getByText("Sent")).toBeVisible();
    expect(within(sent).queryByRole("button", { name: "Send again" })).toBeNull();
    // A production mail's body is never sent to the page, so none is shown.
    expect(sent.querySelector("pre")).toBeNull();

    const gaveUp = screen.getByRole("heading", { name: "Welcome to SPPC" }).closest("li") as HTMLElement;
    expect(within(gaveUp).getByText("Failed")).toBeVisible();
    expect(within(gaveUp).getByText("mailbox unavailable")).toBeVisible();
    fireEvent.click(within(gaveUp).getByRole("button", { name: "Send again" }));
    expect(await screen.findByText("Queued to send again")).toBeVisible();
    expect(writesOf(fetchMock).map((write) => write.key)).toEqual(["POST /api/admin/outbox/m2/resend"]);
  });

  it("filters to failed mail, with its own empty state", async () => {
    const fetchMock = stubFetch(
      {
        "GET /api/admin/outbox": (request) =>
          request.url.searchParams.get("status") === "failed"
            ? json<OutboxList>({ messages: [], failed: 0 })
            : json<OutboxList>({ messages: [entry({ text: "Local body" })], failed: 0 }),
      },
      { user: makeUser({ role: "admin" }) },
    );
    await renderWithApp(() => <OutboxPage />);
    expect(await screen.findByText("Local body")).toBeVisible();
    fireEvent.click(screen.getByRole("checkbox", { name: "Failed only" }));
    expect(await screen.findByText("No email has failed.")).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining("status=failed"), expect.anything());
  });
});
