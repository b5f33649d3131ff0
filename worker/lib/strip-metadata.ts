// Removes metadata (EXIF with its GPS position, XMP, IPTC, comments, timestamps) from JPEG, PNG and
// WebP files. A Worker has no image codec, so the container is rewritten without its metadata parts;
// the pixels are copied byte for byte. Returns null when the container is malformed.

export type StrippableType = "image/jpeg" | "image/png" | "image/webp";

export function stripMetadata(bytes: Uint8Array, type: StrippableType): Uint8Array | null {
  if (type === "image/jpeg") return stripJpeg(bytes);
  if (type === "image/png") return stripPng(bytes);
  return stripWebp(bytes);
}

const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const u32le = (b: Uint8Array, at: number) =>
  ((b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16)) + (b[at + 3] ?? 0) * 0x1000000;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// APPn segments hold EXIF and XMP (APP1), ICC profiles, FlashPix and multi-picture indexes (APP2),
// IPTC (APP13) and maker data; COM is free text. Only JFIF (APP0) and Adobe (APP14, which says how to
// read the colour channels) are needed to show the pixels. Dropping APP2 drops an embedded ICC profile:
// wide-gamut phone photos then show as sRGB, slightly duller, which is the price of not keeping a
// segment that also indexes hidden secondary images.
const isDroppedJpegMarker = (marker: number) =>
  marker === 0xfe || (marker >= 0xe1 && marker <= 0xef && marker !== 0xee);
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Where the entropy-coded data that starts at `from` ends: the next marker that is not a restart. */
function scanEnd(b: Uint8Array, from: number): number {
  let at = b.indexOf(0xff, from);
  while (at !== -1 && at + 1 < b.length) {
    const next = b[at + 1] ?? 0;
    // FF 00 is a stuffed data byte, RSTn restarts the decoder, FF FF is fill before a marker.
    if (next !== 0x00 && next !== 0xff && !isStandalone(next)) return at;
    at = b.indexOf(0xff, at + (next === 0xff ? 1 : 2));
  }
  return -1;
}

function stripJpeg(b: Uint8Array): Uint8Array | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  while (at + 2 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isStandalone(marker)) {
      parts.push(b.subarray(at, at + 2));
      at += 2;
      continue;
    }
    // End of image: whatever follows is not part of it (a known place to hide data), so it goes.
    if (marker === 0xd9) {
      parts.push(b.subarray(at, at + 2));
      return concat(parts);
    }
    if (at + 4 > b.length) return null;
    const end = at + 2 + u16be(b, at + 2);
    if (end > b.length || end < at + 4) return null;
    if (!isDroppedJpegMarker(marker)) parts.push(b.subarray(at, end));
    at = end;
    // Start of scan: its entropy-coded data runs to the next marker (progressive files have several
    // scans, with tables and possibly metadata between them).
    if (marker === 0xda) {
      const dataEnd = scanEnd(b, at);
      if (dataEnd === -1) return null;
      parts.push(b.subarray(at, dataEnd));
      at = dataEnd;
    }
  }
  return null;
}

// Only the chunks that say how to show the pixels are kept: text (tEXt, zTXt, iTXt), EXIF (eXIf),
// timestamps (tIME) and any private or unknown chunk, where anything can hide, are dropped.
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCv",
  "cLLi",
  "bKGD",
  "pHYs",
  "acTL",
  "fcTL",
  "fdAT",
]);

function stripPng(b: Uint8Array): Uint8Array | null {
  if (b.length < 8) return null;
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= b.length) {
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + u32be(b, at);
    if (end > b.length) return null;
    if (PNG_KEPT.has(type)) parts.push(b.subarray(at, end));
    at = end;
    // Anything after IEND is not part of the image (and a known place to hide data).
    if (type === "IEND") return concat(parts);
  }
  return null;
}

// The image, its alpha, animation and colour profile; EXIF, XMP and unknown chunks are dropped.
const WEBP_KEPT = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]);
// VP8X flags byte: ICC 0x20, alpha 0x10, EXIF 0x08, XMP 0x04, animation 0x02.
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

function stripWebp(b: Uint8Array): Uint8Array | null {
  if (b.length < 12 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const riffEnd = Math.min(b.length, 8 + u32le(b, 4));
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const fourcc = ascii(b, at, 4);
    const size = u32le(b, at + 4);
    // Chunks are padded to an even length.
    const end = Math.min(at + 8 + size + (size % 2), riffEnd);
    if (at + 8 + size > riffEnd) return null;
    if (WEBP_KEPT.has(fourcc)) {
      const chunk = b.slice(at, end);
      if (fourcc === "VP8X" && chunk.length > 8) chunk[8] = (chunk[8] ?? 0) & ~VP8X_METADATA_FLAGS;
      chunks.push(chunk);
    }
    at = end;
  }
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}
