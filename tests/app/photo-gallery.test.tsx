import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { type GalleryPhoto, PhotoGallery } from "../../app/components/landing/photo-gallery";
import type { Language } from "../../app/i18n/define";
import { renderWithApp } from "./render";

const photos: GalleryPhoto[] = ["Riyadh", "Khobar", "Dammam"].map((city) => ({
  id: `photo-${city}`,
  url: `/photos/${city}.jpg`,
  alt: `High tea in ${city}`,
  caption: `${city} celebration`,
}));

/** Renders the gallery and, when there are photos, waits for its lazily loaded viewer. */
async function renderGallery(language: Language = "en", list = photos) {
  const result = await renderWithApp(() => <PhotoGallery photos={list} />, { language });
  if (list.length) await screen.findByRole("group");
  return result;
}

// The viewer is a lazy chunk, and the first render that waits for it alone never saw it arrive in this
// environment (later renders did): one render starts the load up front, so the tests are about the viewer.
beforeAll(async () => {
  const { unmount } = await renderWithApp(() => <PhotoGallery photos={photos} />);
  await import("../../app/components/landing/gallery-viewer");
  await new Promise((resolve) => setTimeout(resolve, 0));
  unmount();
});

const viewer = () => screen.getByRole("dialog", { name: "Photo viewer" });
const counter = () => screen.getByText(/^\d of 3$/, { selector: "dialog p" }).textContent;

describe("photo gallery", () => {
  it("without photos shows the placeholder and no controls", async () => {
    await renderGallery("en", []);
    expect(
      screen.getByText("Photos appear here once they are uploaded and approved by our team."),
    ).toBeVisible();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("opens the viewer from the grid on the chosen photo, with its caption and thumbnails", async () => {
    await renderGallery();
    expect(screen.getByRole("button", { name: "Grid" }).getAttribute("aria-pressed")).toBe("true");
    const opener = screen.getByRole("button", { name: "High tea in Khobar" });
    fireEvent.click(opener);

    expect(viewer().getAttribute("aria-modal")).toBe("true");
    expect(counter()).toBe("2 of 3");
    expect(screen.getByText("Khobar celebration")).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close photo viewer" }));
    expect(screen.getByRole("button", { name: "Show photo 2" }).getAttribute("aria-current")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Show photo 1" }));
    expect(counter()).toBe("1 of 3");
  });

  it("next and previous wrap around at both ends", async () => {
    await renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "High tea in Dammam" }));
    expect(counter()).toBe("3 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(counter()).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(counter()).toBe("3 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(counter()).toBe("2 of 3");
  });

  it("arrow keys move, Escape closes and gives focus back to the photo that opened the viewer", async () => {
    await renderGallery();
    const opener = screen.getByRole("button", { name: "High tea in Riyadh" });
    fireEvent.click(opener);
    fireEvent.keyDown(viewer(), { key: "ArrowRight" });
    expect(counter()).toBe("2 of 3");
    fireEvent.keyDown(viewer(), { key: "ArrowLeft" });
    fireEvent.keyDown(viewer(), { key: "ArrowLeft" });
    expect(counter()).toBe("3 of 3");

    fireEvent.keyDown(viewer(), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("in right-to-left Arabic, ArrowLeft is next", async () => {
    await renderGallery("ar");
    fireEvent.click(screen.getByRole("button", { name: "High tea in Riyadh" }));
    const dialog = screen.getByRole("dialog", { name: "عارض الصور" });
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(screen.getByText("2 من 3")).toBeVisible();
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(screen.getByText("1 من 3")).toBeVisible();
  });

  it("the carousel shows one photo with a counter, wraps, and opens the viewer on the current photo", async () => {
    await renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Carousel" }));
    expect(screen.getByRole("button", { name: "Carousel" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("1 of 3")).toBeVisible();
    expect(screen.queryByRole("button", { name: "High tea in Khobar" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(screen.getByText("3 of 3")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    fireEvent.keyDown(screen.getByRole("button", { name: "Next photo" }), { key: "ArrowRight" });
    expect(screen.getByText("2 of 3")).toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: "High tea in Khobar" }));
    expect(viewer()).toBeVisible();
    expect(counter()).toBe("2 of 3");
  });

  it("the grid shows thumbnails and the carousel the medium size, with their width and height, lazily", async () => {
    const sized = (name: string, width: number, height: number) => ({
      url: `/v/${name}.webp`,
      width,
      height,
    });
    const [first, ...rest] = photos;
    const withVariants: GalleryPhoto[] = [
      { ...(first as GalleryPhoto), thumbnail: sized("t1", 400, 267), medium: sized("m1", 1280, 853) },
      ...rest,
    ];
    await renderGallery("en", withVariants);
    const thumb = screen.getByRole("img", { name: "High tea in Riyadh" });
    expect(thumb.getAttribute("src")).toBe("/v/t1.webp");
    expect([thumb.getAttribute("width"), thumb.getAttribute("height")]).toEqual(["400", "267"]);
    expect(thumb.getAttribute("loading")).toBe("lazy");
    // A photo whose variants are not made yet shows a placeholder, never its original (up to 10 MB).
    const waiting = screen.getByRole("img", { name: "High tea in Khobar" });
    expect(waiting.tagName).toBe("SPAN");
    expect(waiting.getAttribute("src")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Carousel" }));
    const medium = screen.getByRole("img", { name: "High tea in Riyadh" });
    expect(medium.getAttribute("src")).toBe("/v/m1.webp");
    expect([medium.getAttribute("width"), medium.getAttribute("height")]).toEqual(["1280", "853"]);

    // Full screen shows the medium variant too, not the original.
    fireEvent.click(screen.getByRole("button", { name: "High tea in Riyadh" }));
    const full = [...viewer().querySelectorAll("img")].find(
      (img) => img.getAttribute("alt") === "High tea in Riyadh",
    );
    expect(full?.getAttribute("src")).toBe("/v/m1.webp");
  });
});
