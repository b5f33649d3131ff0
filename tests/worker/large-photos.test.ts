// Issue 33: a phone's 12-megapixel photo gets its gallery variants (each well under 2 MB), and a
// photo with more pixels than a Worker can resize is refused at upload with a clear message, instead
// of being stored without variants and served to galleries at full size.
import { env } from "cloudflare:workers";
import jpegEncodeWasm from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module";
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_MEGAPIXELS } from "../../worker/contract/photos";
import type { StoredVariants } from "../../worker/db/schema";
import { ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { pngWithText } from "./image-bytes";

const TWO_MB = 2 * 1024 * 1024;

/** A real 4000 x 3000 JPEG (12 megapixels, a phone camera's usual size), made here rather than committed. */
async function twelveMegapixelJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  await initJpegEncode(jpegEncodeWasm);
  const [width, height] = [4000, 3000];
  const data = new Uint8ClampedArray(width * height * 4);
  // Written a pixel at a time as one 32-bit word (RGBA in little-endian order): a smooth pattern, quick to make.
  const pixels = new Uint32Array(data.buffer);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = 0xff800000 | (((y >> 4) & 0xff) << 8) | ((x >> 4) & 0xff);
  const image = { data, width, height, colorSpace: "srgb" } as ImageData;
  return new Uint8Array(await encodeJpeg(image, { quality: 75 }));
}

function upload(cookie: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const form = new FormData();
  form.append("photo", new File([bytes], name, { type }));
  form.append("eventName", "Riyadh Dinner");
  return callApi("/api/events/upload-photo", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
}

const storedVariants = async (id: string) =>
  (
    await env.DB.prepare("select variants from event_photos where id = ?")
      .bind(id)
      .first<{ variants: string | null }>()
  )?.variants ?? null;

/** The test run's own sppc-image-variants queue delivers every upload: wait for its variants. */
async function variantsOf(id: string): Promise<StoredVariants> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const stored = await storedVariants(id);
    if (stored) return JSON.parse(stored) as StoredVariants;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No variants for ${id}`);
}

describe("large photos", () => {
  it("a 12-megapixel JPEG gets a thumbnail and a medium variant, each under 2 MB", async () => {
    const { cookie } = await signUp(uniqueEmail("large-photo"));
    const jpeg = await twelveMegapixelJpeg();
    const response = await upload(cookie, jpeg, "IMG_0001.jpg", "image/jpeg");
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const variants = await variantsOf(id);
    expect(variants.medium).toMatchObject({ width: 1280, height: 960 });
    expect(variants.thumbnail).toMatchObject({ width: 400, height: 300 });
    for (const variant of Object.values(variants)) {
      const object = await env.PHOTOS.head(variant.key);
      expect(object?.size).toBeGreaterThan(0);
      expect(object?.size).toBeLessThan(TWO_MB);
    }
  }, 120_000);

  it("a photo past the cap is refused at upload, saying the cap in megapixels", async () => {
    const { cookie } = await signUp(uniqueEmail("huge-photo"));
    // 6000 x 4000 = 24 megapixels (a header is all the cap reads).
    const response = await upload(cookie, pngWithText(6000, 4000), "IMG_0002.png", "image/png");
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { message: string; details: { photo: string } } };
    expect(body.error.details.photo).toBe("too_many_pixels");
    expect(body.error.message).toContain(`${IMAGE_MAX_MEGAPIXELS} megapixels`);
    expect(IMAGE_MAX_MEGAPIXELS).toBeLessThanOrEqual(12);
  });
});
