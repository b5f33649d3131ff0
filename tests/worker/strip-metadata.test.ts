import { describe, expect, it } from "vitest";
import { sniffImage } from "../../worker/lib/image-sniff";
import { stripMetadata } from "../../worker/lib/strip-metadata";

const bytesOf = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const contains = (haystack: Uint8Array, needle: string) =>
  new TextDecoder("latin1").decode(haystack).includes(needle);
const secret = "GPS 24.7136N 46.6753E";

// JPEG segments: marker, then a big-endian length that counts itself.
const segment = (marker: number, data: number[]) => [0xff, marker, ...u16be(data.length + 2), ...data];
const JFIF = segment(0xe0, [...bytesOf("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const SOF0 = segment(0xc0, [8, ...u16be(3), ...u16be(4), 1, 1, 0x11, 0]);
const SCAN = [...segment(0xda, [1, 1, 0, 0, 0x3f, 0]), 0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9];

function jpeg(): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    ...JFIF,
    ...segment(0xe1, [...bytesOf("Exif\0\0"), ...bytesOf(secret)]),
    ...segment(0xed, bytesOf(`Photoshop 3.0\0${secret}`)),
    ...segment(0xfe, bytesOf(secret)),
    ...SOF0,
    ...SCAN,
  ]);
}

const pngChunk = (type: string, data: number[]) => [
  ...u32be(data.length),
  ...bytesOf(type),
  ...data,
  0,
  0,
  0,
  0,
];
const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = pngChunk("IHDR", [...u32be(5), ...u32be(6), 8, 2, 0, 0, 0]);
const IDAT = pngChunk("IDAT", [1, 2, 3, 4]);
const IEND = pngChunk("IEND", []);

const riffChunk = (fourcc: string, data: number[]) => [
  ...bytesOf(fourcc),
  ...u32le(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
];
function webp(chunks: number[][]): Uint8Array {
  const body = chunks.flat();
  return new Uint8Array([...bytesOf("RIFF"), ...u32le(body.length + 4), ...bytesOf("WEBP"), ...body]);
}
// VP8X with the EXIF (0x08) and XMP (0x04) flags set, canvas 7x9 (stored minus one, 24-bit).
const VP8X = riffChunk("VP8X", [0x08 | 0x04 | 0x10, 0, 0, 0, 6, 0, 0, 8, 0, 0]);
const VP8L = riffChunk("VP8L", [0x2f, 0, 0, 0, 0, 9, 9, 9]);

describe("stripMetadata", () => {
  it("drops EXIF, IPTC and comments from a JPEG and keeps the image segments", () => {
    const original = jpeg();
    const stripped = stripMetadata(original, "image/jpeg");
    if (!stripped) throw new Error("not stripped");
    expect(contains(original, secret)).toBe(true);
    expect(contains(stripped, secret)).toBe(false);
    expect(contains(stripped, "Exif")).toBe(false);
    expect([...stripped]).toEqual([0xff, 0xd8, ...JFIF, ...SOF0, ...SCAN]);
    expect(sniffImage(stripped)).toMatchObject({ type: "image/jpeg", width: 4, height: 3 });
  });

  it("drops text, EXIF and time chunks from a PNG and anything after IEND", () => {
    const original = new Uint8Array([
      ...PNG_SIG,
      ...IHDR,
      ...pngChunk("tEXt", bytesOf(`Comment\0${secret}`)),
      ...pngChunk("eXIf", bytesOf(secret)),
      ...pngChunk("tIME", [7, 0xe9, 1, 2, 3, 4, 5]),
      ...pngChunk("zTXt", bytesOf("a\0\0x")),
      ...pngChunk("iTXt", bytesOf("b\0\0\0\0\0y")),
      ...IDAT,
      ...IEND,
      ...bytesOf(secret),
    ]);
    const stripped = stripMetadata(original, "image/png");
    expect(stripped && [...stripped]).toEqual([...PNG_SIG, ...IHDR, ...IDAT, ...IEND]);
  });

  it("drops EXIF and XMP chunks from a WebP, fixes the RIFF size and clears the flags", () => {
    const original = webp([
      VP8X,
      riffChunk("EXIF", bytesOf(secret)),
      VP8L,
      riffChunk("XMP ", bytesOf(secret)),
    ]);
    const stripped = stripMetadata(original, "image/webp");
    if (!stripped) throw new Error("not stripped");
    expect(contains(stripped, secret)).toBe(false);
    const flags = VP8X.slice();
    flags[8] = 0x10;
    expect([...stripped]).toEqual([...webp([flags, VP8L])]);
    expect(new DataView(stripped.buffer).getUint32(4, true)).toBe(stripped.length - 8);
    expect(sniffImage(stripped)).toMatchObject({ type: "image/webp", width: 7, height: 9 });
  });

  it("refuses malformed containers", () => {
    expect(stripMetadata(new Uint8Array([0xff, 0xd8, 0x00]), "image/jpeg")).toBeNull();
    expect(stripMetadata(new Uint8Array([...PNG_SIG, ...IHDR]), "image/png")).toBeNull();
    expect(
      stripMetadata(new Uint8Array([...PNG_SIG, ...u32be(999), ...bytesOf("IDAT")]), "image/png"),
    ).toBeNull();
  });
});
