import { zlibSync } from "fflate";
import { encode } from "uqr";
import type { EmailAttachment } from "../db/schema";
import { toBase64 } from "./ics";

const QUIET_ZONE = 4;
const MODULE_PX = 8;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG uses it). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC over type + data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A 1-bit grayscale PNG of a boolean matrix (true = black), `scale` pixels per module. One bit per
 * pixel and one packed scanline per module row (repeated `scale` times) keep it cheap: the mail
 * consumer draws one per RSVP mail, a thousand in a registration burst.
 */
export async function matrixToPng(
  matrix: boolean[][],
  scale = MODULE_PX,
  quiet = QUIET_ZONE,
): Promise<Uint8Array> {
  const modules = matrix.length + 2 * quiet;
  const size = modules * scale;
  // Each scanline: filter type 0 (None), then the pixels packed 8 per byte, 1 = white.
  const stride = 1 + Math.ceil(size / 8);
  const raw = new Uint8Array(stride * size);
  for (let my = -quiet; my < modules - quiet; my++) {
    const line = new Uint8Array(stride);
    for (let x = 0; x < size; x++) {
      const mx = Math.floor(x / scale) - quiet;
      const byte = 1 + (x >> 3);
      if (matrix[my]?.[mx] !== true) line[byte] = (line[byte] ?? 0) | (0x80 >> (x & 7));
    }
    for (let repeat = 0; repeat < scale; repeat++) raw.set(line, ((my + quiet) * scale + repeat) * stride);
  }
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // colour type: grayscale
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  const parts = [
    PNG_SIGNATURE,
    chunk("IHDR", ihdr),
    // fflate deflates synchronously: a CompressionStream costs about 2 ms of stream setup per image.
    chunk("IDAT", zlibSync(raw, { level: 6 })),
    chunk("IEND", new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** The ticket code as a QR PNG (quiet zone 4 modules, 8 px per module). */
export async function qrPng(text: string): Promise<Uint8Array> {
  const { data } = encode(text, { ecc: "M", border: 0 });
  return matrixToPng(data);
}

export async function ticketQrAttachment(ticketCode: string): Promise<EmailAttachment> {
  return { filename: "ticket-qr.png", type: "image/png", content: toBase64(await qrPng(ticketCode)) };
}
