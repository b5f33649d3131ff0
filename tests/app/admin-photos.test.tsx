import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminPhotosPage } from "../../app/components/events-page/admin-photos-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { EventPhoto } from "../../worker/contract/photos";
import { makeEventPhoto } from "../fixtures/events";
import { makeUser } from "../fixtures/user";
import { type FetchStub, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const photo = makeEventPhoto({
  id: "ph1",
  url: "/api/events/photos/ph1/file",
  eventName: "Eid Gathering",
  status: "pending",
});

/** An admin session and one pending photo; a rejection answers the photo rejected. */
function stubApi() {
  return stubFetch(
    {
      "GET /api/admin/photos": () => json<{ photos: EventPhoto[] }>({ photos: [photo] }),
      "POST /api/admin/photos/ph1/reject": () =>
        json<{ photo: EventPhoto }>({ photo: { ...photo, status: "rejected" } }),
    },
    { user: makeUser({ role: "admin" }) },
  );
}

const page = () => (
  <>
    <AdminPhotosPage />
    <Toaster />
  </>
);

const rejects = (fetchMock: FetchStub) =>
  requestsOf(fetchMock, "POST").filter((request) => request.path === "/api/admin/photos/ph1/reject");

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
    expect(rejects(fetchMock)[0]?.body).toEqual({ reason: "The photo is blurry" });
  });

  it("lists each photo by its thumbnail with width and height, lazily, or the original until it exists", async () => {
    const thumbnail = {
      url: "/api/events/photos/ph2/variants/thumbnail-0123456789abcdef.webp",
      width: 400,
      height: 300,
    };
    const resized = makeEventPhoto({
      id: "ph2",
      eventName: "Independence Day",
      status: "pending",
      thumbnail,
    });
    stubFetch(
      { "GET /api/admin/photos": () => json<{ photos: EventPhoto[] }>({ photos: [photo, resized] }) },
      { user: makeUser({ role: "admin" }) },
    );
    await renderWithApp(page);
    const card = (name: string) =>
      within(screen.getByRole("heading", { name }).closest("li") as HTMLElement).getByRole("img");
    await screen.findByRole("heading", { name: "Independence Day" });
    const small = card("Independence Day");
    expect(small.getAttribute("src")).toBe(thumbnail.url);
    expect([small.getAttribute("width"), small.getAttribute("height")]).toEqual(["400", "300"]);
    expect(small.getAttribute("loading")).toBe("lazy");
    expect(card("Eid Gathering").getAttribute("src")).toBe("/api/admin/photos/ph1/file");
  });
});
