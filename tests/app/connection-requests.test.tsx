import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConnectionRequestsCard } from "../../app/components/network/connection-requests";
import { PeopleYouMayKnowCard } from "../../app/components/network/people-you-may-know";
import { notificationText } from "../../app/components/notifications/notification-text";
import { notificationsMessages } from "../../app/i18n/messages/notifications";
import type { ConnectionState } from "../../worker/contract/home";
import type { ConnectionRequests, PeopleYouMayKnow } from "../../worker/contract/network";
import type { NotificationItem } from "../../worker/contract/notifications";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const omar = {
  id: "omar",
  name: "Omar Farooq",
  title: "Engineer",
  company: null,
  location: "Riyadh",
  profileImageUrl: null,
};

describe("Connection requests on the networking tab", () => {
  it("accepts a request with a button that names the member, then the list is read again", async () => {
    let answered = false;
    const fetchMock = stubFetch(
      {
        "GET /api/profile/connections/requests": () =>
          json<ConnectionRequests>({
            incoming: answered ? [] : [{ ...omar, requestedAt: "2026-01-01T00:00:00.000Z" }],
            outgoing: [],
          }),
        "POST /api/profile/connections/omar/accept": () => {
          answered = true;
          return json<ConnectionState>({ connected: true, status: "connected" });
        },
      },
      { user: makeUser({ id: "me" }) },
    );
    await renderWithApp(() => <ConnectionRequestsCard />);
    const row = (await screen.findByRole("link", { name: "Omar Farooq" })).closest("li") as HTMLElement;
    expect(within(row).getByRole("button", { name: "Decline Omar Farooq" })).toBeVisible();
    within(row).getByRole("button", { name: "Accept Omar Farooq" }).click();
    expect(await screen.findByText("No requests are waiting for you.")).toBeVisible();
    expect(
      requestsOf(fetchMock).some((request) => request.key === "POST /api/profile/connections/omar/accept"),
    ).toBe(true);
  });

  it("suggests people with a Connect button each, and links to the directory", async () => {
    stubFetch(
      { "GET /api/profile/connections/suggestions": () => json<PeopleYouMayKnow>({ people: [omar] }) },
      { user: makeUser({ id: "me" }) },
    );
    await renderWithApp(() => <PeopleYouMayKnowCard />);
    expect(await screen.findByRole("button", { name: "Connect with Omar Farooq" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Browse the member directory" })).toHaveAttribute(
      "href",
      "/members",
    );
  });
});

describe("connection notices", () => {
  it("say who asked and who accepted, in the reader's language", async () => {
    const item = (kind: NotificationItem["kind"]): NotificationItem => ({
      id: kind,
      kind,
      actor: { id: "omar", name: "Omar", imageUrl: null },
      link: "/profile/omar",
      data: {},
      readAt: null,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    const en = (key: string, vars?: Record<string, string | number>) =>
      (notificationsMessages.en[key as keyof typeof notificationsMessages.en] ?? key).replace(
        "{name}",
        String(vars?.name),
      );
    expect(notificationText(item("connection_request"), en)).toBe("Omar asked to connect with you");
    expect(notificationText(item("connection_accepted"), en)).toBe("Omar accepted your connection request");
    const ur = (await notificationsMessages.ur()).default;
    expect(ur.connection_request).toContain("درخواست");
  });
});
