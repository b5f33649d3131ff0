import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConnectButton } from "../../app/components/profile/connect-button";
import type { ConnectionState, ConnectionStatus } from "../../worker/contract/home";
import { makeUser } from "../fixtures/user";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

/** A fake /api/profile/connections/friend that moves between states as the real one does. */
function stubConnection(start: ConnectionStatus) {
  let status = start;
  const fetchMock = stubFetch(
    ({ key }) => {
      const moves: Record<string, ConnectionStatus> = {
        "POST /api/profile/connections/friend": status === "incoming" ? "connected" : "outgoing",
        "POST /api/profile/connections/friend/accept": "connected",
        "POST /api/profile/connections/friend/decline": "none",
        "DELETE /api/profile/connections/friend": "none",
      };
      if (key === "GET /api/profile/connections/friend")
        return json<ConnectionState>({ connected: status === "connected", status });
      const next = moves[key];
      if (!next) return undefined;
      status = next;
      return json<ConnectionState>({ connected: status === "connected", status });
    },
    { user: makeUser({ id: "me" }) },
  );
  const writes = () =>
    requestsOf(fetchMock)
      .filter((request) => request.path.startsWith("/api/profile/connections/") && request.method !== "GET")
      .map((request) => request.key);
  return { writes };
}

describe("Connect button", () => {
  it("sends a request, shows it pending, and can withdraw it; nothing on one's own card", async () => {
    const { writes } = stubConnection("none");
    await renderWithApp(() => (
      <>
        <ConnectButton userId="friend" />
        <ConnectButton userId="me" />
      </>
    ));
    (await screen.findByRole("button", { name: "Connect" })).click();
    expect(await screen.findByText("Request sent")).toBeVisible();
    expect(screen.queryByText("Connected")).toBeNull();
    (await screen.findByRole("button", { name: "Withdraw request" })).click();
    await screen.findByRole("button", { name: "Connect" });
    expect(writes()).toEqual([
      "POST /api/profile/connections/friend",
      "DELETE /api/profile/connections/friend",
    ]);
    expect(screen.getAllByTestId("connection")).toHaveLength(1);
  });

  it("offers Accept and Decline when the other member asked, then Remove once connected", async () => {
    const { writes } = stubConnection("incoming");
    await renderWithApp(() => <ConnectButton userId="friend" />);
    expect(await screen.findByText("This member asked to connect with you.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Decline" })).toBeVisible();
    screen.getByRole("button", { name: "Accept" }).click();
    expect(await screen.findByText("Connected")).toBeVisible();
    (await screen.findByRole("button", { name: "Remove connection" })).click();
    await screen.findByRole("button", { name: "Connect" });
    expect(writes()).toEqual([
      "POST /api/profile/connections/friend/accept",
      "DELETE /api/profile/connections/friend",
    ]);
  });

  it("declines a request", async () => {
    const { writes } = stubConnection("incoming");
    await renderWithApp(() => <ConnectButton userId="friend" />);
    (await screen.findByRole("button", { name: "Decline" })).click();
    await screen.findByRole("button", { name: "Connect" });
    expect(writes()).toEqual(["POST /api/profile/connections/friend/decline"]);
  });

  it("is in Arabic for Arabic readers", async () => {
    stubConnection("outgoing");
    await renderWithApp(() => <ConnectButton userId="friend" />, { language: "ar" });
    expect(await screen.findByText("تم إرسال الطلب")).toBeVisible();
    expect(screen.getByRole("button", { name: "سحب الطلب" })).toBeVisible();
  });

  it("says so when the member asked is suspended, in the reader's language", async () => {
    stubFetch(
      {
        "GET /api/profile/connections/friend": () =>
          json<ConnectionState>({ connected: false, status: "none" }),
        "POST /api/profile/connections/friend": () =>
          apiError(403, "forbidden", "This member's account is suspended", { reason: "member_suspended" }),
      },
      { user: makeUser({ id: "me" }) },
    );
    await renderWithApp(() => <ConnectButton userId="friend" />);
    (await screen.findByRole("button", { name: "Connect" })).click();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This member's account is suspended, so they cannot receive connection requests for now.",
    );
  });

  it.each([
    ["en", "You asked this member to connect less than a week ago. You can ask again in 6 days."],
    ["ar", "طلبت التواصل مع هذا العضو قبل أقل من أسبوع. يمكنك الطلب مرة أخرى خلال 6 أيام."],
    [
      "ur",
      "آپ نے ایک ہفتے سے کم عرصہ پہلے اس رکن سے رابطے کی درخواست کی تھی۔ آپ 6 دنوں میں دوبارہ درخواست کر سکیں گے۔",
    ],
  ] as const)(
    "says when a member may ask again after the weekly limit (429), in %s",
    async (language, text) => {
      stubFetch(
        {
          "GET /api/profile/connections/friend": () =>
            json<ConnectionState>({ connected: false, status: "none" }),
          "POST /api/profile/connections/friend": () =>
            apiError(429, "rate_limited", "You asked this member to connect less than a week ago.", {
              retryAfterSeconds: 6 * 86_400 - 30,
            }),
        },
        { user: makeUser({ id: "me" }) },
      );
      await renderWithApp(() => <ConnectButton userId="friend" />, { language });
      (await screen.findByTestId("connection")).querySelector("button")?.click();
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
    },
  );
});
