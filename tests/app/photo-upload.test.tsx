import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { shrunkSize } from "../../app/components/events-page/fit-photo";
import { PhotoUpload } from "../../app/components/events-page/photo-upload";
import {
  checkSelection,
  MAX_PHOTO_BYTES,
  type sendPhoto,
  UploadError,
} from "../../app/components/events-page/upload-rules";
import { Toaster } from "../../app/components/ui/toaster";
import { makeUser } from "../fixtures/user";
import { stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const photo = (name: string, size = 10, type = "image/jpeg") =>
  new File([new Uint8Array(size)], name, { type });

/** The session call answers a member, or 401 when `yes` is false. */
function signedIn(yes = true) {
  stubFetch({}, { user: yes ? makeUser() : null });
}

async function renderUpload(
  send: typeof sendPhoto = vi.fn(async () => ({ url: "/api/events/photos/x/file" })),
  maxFiles = 3,
) {
  signedIn();
  await renderWithApp(() => (
    <>
      <PhotoUpload
        maxFiles={maxFiles}
        upcoming={["Riyadh High Tea"]}
        past={["Pakistan Day 2025"]}
        send={send}
      />
      <Toaster />
    </>
  ));
  const input = await screen.findByLabelText("Photos");
  // applyAccept off: a person can still pick "All files" in the system dialog.
  const user = userEvent.setup({ applyAccept: false });
  return { input, user, send };
}

const listed = () => screen.queryAllByRole("button", { name: /^Remove / }).length;

describe("checkSelection", () => {
  it("accepts jpeg, jpg, png and webp up to 10 MB", () => {
    const files = [
      photo("a.jpg"),
      photo("b.png", 5, "image/png"),
      photo("c.webp", MAX_PHOTO_BYTES, "image/webp"),
    ];
    expect(checkSelection(0, files, 10)).toEqual({ accepted: files, problems: [] });
    expect(checkSelection(0, [new File(["x"], "d.JPEG")], 10).accepted).toHaveLength(1);
  });
});

describe("photo upload", () => {
  it("refuses a file over 10 MB with the 'File too large' toast", async () => {
    const { input, user } = await renderUpload();
    await user.upload(input, [photo("big.jpg", MAX_PHOTO_BYTES + 1), photo("ok.jpg")]);
    expect(await screen.findByText("File too large")).toBeVisible();
    expect(screen.getByText("big.jpg is larger than 10MB")).toBeVisible();
    expect(listed()).toBe(1);
  });

  it("refuses a file of the wrong type with the 'Invalid file type' toast", async () => {
    const { input, user } = await renderUpload();
    await user.upload(input, [photo("notes.txt", 10, "text/plain"), photo("anim.gif", 10, "image/gif")]);
    expect(await screen.findByText("Invalid file type")).toBeVisible();
    expect(screen.getByText("notes.txt is not a supported image format")).toBeVisible();
    expect(listed()).toBe(0);
  });

  it("refuses the whole new selection when it would pass the maximum", async () => {
    const { input, user } = await renderUpload();
    await user.upload(input, [photo("1.jpg"), photo("2.jpg")]);
    expect(listed()).toBe(2);
    await user.upload(input, [photo("3.jpg"), photo("4.jpg")]);
    expect(await screen.findByText("Too many files")).toBeVisible();
    expect(screen.getByText("Maximum 3 photos allowed")).toBeVisible();
    expect(listed()).toBe(2);
  });

  it("asks for the event before uploading", async () => {
    const { input, user, send } = await renderUpload();
    await user.upload(input, [photo("1.jpg")]);
    await user.click(screen.getByRole("button", { name: "Upload photos" }));
    expect(screen.getByText("Choose or type the event name.")).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it("uploads one file at a time with a progress bar each, then clears the list", async () => {
    const pending: Array<(value: { url: string }) => void> = [];
    const send = vi.fn(
      (_file: File, _event: string, onProgress: (percent: number) => void) =>
        new Promise<{ url: string }>((resolve) => {
          onProgress(40);
          pending.push(resolve);
        }),
    );
    const { input, user } = await renderUpload(send);
    await user.upload(input, [photo("1.jpg"), photo("2.png", 10, "image/png")]);
    await user.selectOptions(screen.getByLabelText("Event"), "Another event (type its name)");
    await user.type(screen.getByLabelText("Event name"), "Eid Gathering");
    await user.click(screen.getByRole("button", { name: "Upload photos" }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.slice(0, 2)).toEqual([
      expect.objectContaining({ name: "1.jpg" }),
      "Eid Gathering",
    ]);
    const bar = screen.getByRole("progressbar", { name: "Upload progress for 1.jpg" });
    expect(bar.getAttribute("value")).toBe("40");
    await act(async () => pending[0]?.({ url: "/a" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]?.[0].name).toBe("2.png");
    await act(async () => pending[1]?.({ url: "/b" }));

    expect(await screen.findByText("Photos uploaded successfully!")).toBeVisible();
    expect(listed()).toBe(0);
  });

  it("keeps the failed photos and shows 'Upload failed' on a non-OK answer", async () => {
    const send = vi.fn(async (file: File) => {
      if (file.name === "2.jpg") throw new UploadError(500);
      return { url: "/ok" };
    });
    const { input, user } = await renderUpload(send);
    await user.upload(input, [photo("1.jpg"), photo("2.jpg")]);
    await user.selectOptions(screen.getByLabelText("Event"), "Riyadh High Tea");
    await user.click(screen.getByRole("button", { name: "Upload photos" }));
    expect(await screen.findByText("Upload failed")).toBeVisible();
    expect(screen.getByText("Some photos couldn't be uploaded. Please try again.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Remove 2.jpg" })).toBeVisible();
    expect(listed()).toBe(1);
  });

  it.each([
    {
      refusal: "too_many_pixels" as const,
      text: "A photo is too large in pixels: each must be at most 8000 pixels on a side and 12 megapixels.",
    },
    { refusal: "unsupported_type" as const, text: "A photo could not be read as a JPEG, PNG or WebP image." },
  ])("says why the server refused a photo ($refusal)", async ({ refusal, text }) => {
    const send = vi.fn(async () => {
      throw new UploadError(422, refusal);
    });
    const { input, user } = await renderUpload(send);
    await user.upload(input, [photo("1.jpg")]);
    await user.selectOptions(screen.getByLabelText("Event"), "Riyadh High Tea");
    await user.click(screen.getByRole("button", { name: "Upload photos" }));
    // In the toast, and under the photo it concerns.
    expect(await screen.findAllByText(text)).toHaveLength(2);
  });

  it("stops at the hourly limit, says so, and keeps the unsent photos listed", async () => {
    const send = vi.fn(async (file: File) => {
      if (file.name === "1.jpg") return { url: "/ok" };
      throw new UploadError(429, "rate_limited");
    });
    const { input, user } = await renderUpload(send);
    await user.upload(input, [photo("1.jpg"), photo("2.jpg"), photo("3.jpg")]);
    await user.selectOptions(screen.getByLabelText("Event"), "Riyadh High Tea");
    await user.click(screen.getByRole("button", { name: "Upload photos" }));
    expect(
      (
        await screen.findAllByText(
          "You can upload 20 photos an hour. Please wait a little and upload the rest later.",
        )
      )[0],
    ).toBeVisible();
    expect(send).toHaveBeenCalledTimes(2);
    expect(listed()).toBe(2);
  });

  it("asks visitors to sign in", async () => {
    signedIn(false);
    await renderWithApp(() => <PhotoUpload upcoming={[]} past={[]} />);
    expect(await screen.findByText("Sign in to share your photos.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?next=%2Fevents");
  });
});

describe("shrinking a photo past the pixel cap before upload", () => {
  it("leaves a 12-megapixel photo as it is and brings a 50-megapixel one within the cap, same shape", () => {
    expect(shrunkSize(4000, 3000)).toBeNull();
    const size = shrunkSize(8160, 6120);
    expect(size).not.toBeNull();
    const { width, height } = size ?? { width: 0, height: 0 };
    expect(width * height).toBeLessThanOrEqual(12_000_000);
    expect(width * height).toBeGreaterThan(11_900_000);
    expect(Math.abs(width / height - 8160 / 6120)).toBeLessThan(0.01);
    // A panorama past the side cap keeps within 8000 px.
    expect(shrunkSize(12000, 900)?.width).toBe(8000);
  });
});
