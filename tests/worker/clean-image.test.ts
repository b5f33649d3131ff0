import { describe, expect, it } from "vitest";
import { cleanImage, IMAGE_LIMITS } from "../../worker/lib/clean-image";
import {
  bytesOf,
  GPS,
  HIDDEN,
  ihdr,
  jpegWithGps,
  latin1,
  PNG_SIGNATURE,
  pngChunk,
  pngWithText,
  progressiveJpeg,
  u32be,
  webpWithExif,
} from "./image-bytes";

function cleaned(bytes: Uint8Array) {
  const result = cleanImage(bytes);
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.image;
}

describe("cleanImage", () => {
  it.each([
    ["a JPEG", jpegWithGps(), "image/jpeg"],
    ["a progressive JPEG with metadata between its scans", progressiveJpeg(), "image/jpeg"],
    ["a PNG", pngWithText(), "image/png"],
    ["a WebP", webpWithExif(), "image/webp"],
  ])("keeps %s but not its metadata or the bytes after its end", (_label, bytes, type) => {
    expect(latin1(bytes)).toContain(GPS);
    const image = cleaned(bytes);
    expect(image.type).toBe(type);
    const text = latin1(image.bytes);
    expect(text).not.toContain(GPS);
    expect(text).not.toContain(HIDDEN);
    expect(text).not.toContain("Exif");
  });

  it("ends a JPEG at its end-of-image marker and keeps both scans of a progressive one", () => {
    const image = cleaned(progressiveJpeg());
    expect([...image.bytes.slice(-2)]).toEqual([0xff, 0xd9]);
    expect(latin1(image.bytes).split("\xff\xda").length - 1).toBe(2);
    expect(image).toMatchObject({ width: 3, height: 3 });
  });

  it("fixes a WebP's RIFF length to what is kept", () => {
    const image = cleaned(webpWithExif());
    expect(new DataView(image.bytes.buffer).getUint32(4, true)).toBe(image.bytes.length - 8);
  });

  it("refuses a PNG whose header claims 2^31 x 2^31 pixels, and one past the megapixel cap", () => {
    expect(cleanImage(pngWithText(2 ** 31, 2 ** 31))).toEqual({ ok: false, problem: "too_many_pixels" });
    expect(cleanImage(pngWithText(IMAGE_LIMITS.maxSide + 1, 1))).toEqual({
      ok: false,
      problem: "too_many_pixels",
    });
    // 7000 x 7000 is within the side cap but is 49 megapixels.
    expect(cleanImage(pngWithText(7000, 7000))).toEqual({ ok: false, problem: "too_many_pixels" });
    // 12 megapixels, the most a Worker can make variants of, passes; one more row does not.
    expect(cleanImage(pngWithText(4000, 3000)).ok).toBe(true);
    expect(cleanImage(pngWithText(8000, 1500)).ok).toBe(true);
    expect(cleanImage(pngWithText(4000, 3001))).toEqual({ ok: false, problem: "too_many_pixels" });
    expect(cleanImage(pngWithText(8000, 5000))).toEqual({ ok: false, problem: "too_many_pixels" });
    expect(cleanImage(jpegWithGps(65535, 65535))).toEqual({ ok: false, problem: "too_many_pixels" });
  });

  const png = pngWithText();
  const jpeg = jpegWithGps();
  const lyingChunk = [...u32be(0x7fffffff), ...bytesOf("IDAT"), 1, 2, 3];
  it.each([
    ["nothing", new Uint8Array()],
    ["text", new Uint8Array(bytesOf("just some text"))],
    ["a truncated PNG header", png.slice(0, 20)],
    ["a PNG cut before IEND", png.slice(0, png.length - HIDDEN.length - 12)],
    ["a PNG of 0 x 0 pixels", pngWithText(0, 0)],
    [
      "a PNG whose IHDR lies about its length",
      new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 5, ...ihdr(1, 1).slice(4)]),
    ],
    ["a PNG chunk claiming 2 GB", new Uint8Array([...PNG_SIGNATURE, ...ihdr(1, 1), ...lyingChunk])],
    ["a JPEG cut in its header", jpeg.slice(0, 7)],
    ["a JPEG cut in its scan", jpeg.slice(0, jpeg.length - HIDDEN.length - 3)],
    ["a JPEG of 0 x 0 pixels", jpegWithGps(0, 0)],
    ["a JPEG segment longer than the file", new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2])],
    ["a WebP chunk longer than the file", webpWithExif().slice(0, 40)],
    ["a RIFF header alone", new Uint8Array(bytesOf("RIFF\xff\xff\xff\xffWEBPVP8X"))],
    ["a PNG with no chunks", new Uint8Array([...PNG_SIGNATURE, ...pngChunk("IEND", [])])],
  ])("refuses %s as unsupported, without throwing", (_label, bytes) => {
    expect(cleanImage(bytes)).toEqual({ ok: false, problem: "unsupported_type" });
  });
});
