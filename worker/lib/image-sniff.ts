// Recognises JPEG, PNG and WebP by their bytes and reads the pixel size from the headers, without
// decoding: the declared type and file name of an upload are whatever the sender says, the bytes are not.

export type SniffedImage = {
  type: "image/jpeg" | "image/png" | "image/webp";
  ext: "jpg" | "png" | "webp";
  width: number;
  height: number;
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);

/** The image's format and size, or null when the bytes are not a JPEG, PNG or WebP we can read. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const found = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  if (!found || found.width < 1 || found.height < 1) return null;
  return found;
}

function png(b: Uint8Array): SniffedImage | null {
  // The signature, then IHDR must be the first chunk (PNG spec 5.6).
  if (!startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return null;
  // IHDR is always 13 bytes long: a header that says otherwise would have the size read from elsewhere.
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR" || u32be(b, 8) !== 13) return null;
  return { type: "image/png", ext: "png", width: u32be(b, 16), height: u32be(b, 20) };
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (reserved) and CC (DAC) share the range but do not.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Uint8Array): SniffedImage | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    // 0xFF fill bytes may pad between segments.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Standalone markers (TEM, RSTn) have no length field.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // End of image or start of scan before any frame header: not an image we can size.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null;
      return { type: "image/jpeg", ext: "jpg", height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): SniffedImage | null {
  if (b.length < 30 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const chunk = ascii(b, 12, 4);
  const data = 20;
  if (chunk === "VP8 ") {
    // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height.
    if (!startsWith(b, [0x9d, 0x01, 0x2a], data + 3)) return null;
    return {
      type: "image/webp",
      ext: "webp",
      width: u16le(b, data + 6) & 0x3fff,
      height: u16le(b, data + 8) & 0x3fff,
    };
  }
  if (chunk === "VP8L") {
    // Lossless: signature 0x2F, then width-1 and height-1 as two 14-bit fields.
    if (b[data] !== 0x2f) return null;
    const bits = u16le(b, data + 1) | (u16le(b, data + 3) * 0x10000);
    return {
      type: "image/webp",
      ext: "webp",
      width: (bits & 0x3fff) + 1,
      height: ((bits >>> 14) & 0x3fff) + 1,
    };
  }
  if (chunk === "VP8X") {
    // Extended: 4 bytes of flags, then canvas width-1 and height-1 as 24-bit numbers.
    return { type: "image/webp", ext: "webp", width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
  }
  return null;
}
