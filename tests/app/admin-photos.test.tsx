import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminPhotosPage } from "../../app/components/events-page/admin-photos-page";
import { Toaster } from "../../app/components/ui/toaster";
import { makeUser } from "../fixtures/user";
import { renderWithApp } from "./render";

const photo = {
  id: "ph1",
  url: "/api/events/photos/ph1/file",
  eventName: "Eid Gathering",
  caption: null,
  width: 800,
  height: 600,
  status: "pending",
  createdAt: "2026-01-05T09:00:00.000Z",
};

function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/auth/user")) return Response.json(makeUser({ role: "admin" }));
    if (init?.method === "POST") return Response.json({ photo: { ...photo, status: "rejected" } });
    if (url.startsWith("/api/admin/photos")) return Response.json({ photos: [photo] });
    return new Response("not stubbed", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const page = () => (
  <>
    <AdminPhotosPage />
    <Toaster />
  </>
);

const rejects = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === "/api/admin/photos/ph1/reject" && init?.method === "POST",
  );

describe("/admin/photos", () => {
  it("rejects a photo only with a reason, which is sent for the uploader's email", async () => {
    const fetchMock = stubApi();
    await renderWithApp(page);
    const card = (await screen.findByRole("heading", { name: "Eid Gathering" })).closest("li") as HTMLElement;
    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Give a reason of 3 to 500 characters.")).toBeVisible();
    expect(rejects(fetchMock)).toHaveLength(0);

    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    fireEvent.change(within(card).getByLabelText("Reason (emailed to the member)"), {
      target: { value: "The photo is blurry" },
    });
    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(rejects(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(rejects(fetchMock)[0]?.[1]?.body))).toEqual({ reason: "The photo is blurry" });
  });
});
