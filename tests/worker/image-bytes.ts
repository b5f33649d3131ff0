// Small real image files built byte by byte, with the metadata and hiding places issue 18 is about.

export const bytesOf = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
export const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
export const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

export const GPS = "GPSLatitude 24.7136N GPSLongitude 46.6753E";
export const HIDDEN = "appended after the end of the image";

const segment = (marker: number, data: number[]) => [0xff, marker, ...u16be(data.length + 2), ...data];
// A TIFF-style Exif block whose GPS IFD carries a position (the text is what a reader would find).
const EXIF_GPS = segment(0xe1, [...bytesOf("Exif\0\0MM\0*\0\0\0\x08"), ...bytesOf(GPS)]);
const XMP = segment(0xe1, bytesOf(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${GPS}</x:xmpmeta>`));
const JFIF = segment(0xe0, [...bytesOf("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const sof = (marker: number, width: number, height: number) =>
  segment(marker, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]);
const SOS = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);

/** A baseline JPEG with Exif GPS and XMP, then bytes after its end-of-image marker. */
export function jpegWithGps(width = 2, height = 1, trailing = HIDDEN): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    ...[0xff, 0xd8],
    ...JFIF,
    ...EXIF_GPS,
    ...XMP,
    ...sof(0xc0, width, height),
    ...SOS,
    ...[0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78],
    ...[0xff, 0xd9],
    ...bytesOf(trailing),
  ]);
}

/** A progressive JPEG: two scans with a comment and an Exif block between them. */
export function progressiveJpeg(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    ...[0xff, 0xd8],
    ...JFIF,
    ...sof(0xc2, 3, 3),
    ...SOS,
    ...[0x11, 0xff, 0x00, 0x22],
    ...segment(0xfe, bytesOf(GPS)),
    ...EXIF_GPS,
    ...segment(0xc4, [0x10, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5]),
    ...SOS,
    ...[0x33, 0x44],
    ...[0xff, 0xd9],
    ...bytesOf(HIDDEN),
  ]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: number[]) =>
  (bytes.reduce((c, byte) => (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
export const pngChunk = (type: string, data: number[]) => {
  const typed = [...bytesOf(type), ...data];
  return [...u32be(data.length), ...typed, ...u32be(crc32(typed))];
};
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// One green pixel, zlib-compressed (stored block): filter byte 0, then RGB 04 6C 35.
const IDAT_1PX = [0x78, 0x01, 0x01, 0x04, 0x00, 0xfb, 0xff, 0x00, 0x04, 0x6c, 0x35, 0x01, 0x1d, 0x00, 0xa6];
export const ihdr = (width: number, height: number) =>
  pngChunk("IHDR", [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]);

/** A PNG with a text chunk and an eXIf chunk holding a position, then bytes after IEND. */
export function pngWithText(width = 1, height = 1, trailing = HIDDEN): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    ...PNG_SIGNATURE,
    ...ihdr(width, height),
    ...pngChunk("tEXt", bytesOf(`Comment\0${GPS}`)),
    ...pngChunk("eXIf", bytesOf(`MM\0*${GPS}`)),
    ...pngChunk("IDAT", IDAT_1PX),
    ...pngChunk("IEND", []),
    ...bytesOf(trailing),
  ]);
}

const riffChunk = (fourcc: string, data: number[]) => [
  ...bytesOf(fourcc),
  ...u32le(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
];

/** A lossless WebP with EXIF and XMP chunks, then bytes after the RIFF length. */
export function webpWithExif(trailing = HIDDEN): Uint8Array<ArrayBuffer> {
  const body = [
    // VP8X with the EXIF and XMP flags, canvas 1x1.
    ...riffChunk("VP8X", [0x08 | 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ...riffChunk("VP8L", [0x2f, 0, 0, 0, 0, 9, 9, 9]),
    ...riffChunk("EXIF", bytesOf(GPS)),
    ...riffChunk("XMP ", bytesOf(GPS)),
  ];
  return new Uint8Array([
    ...bytesOf("RIFF"),
    ...u32le(body.length + 4),
    ...bytesOf("WEBP"),
    ...body,
    ...bytesOf(trailing),
  ]);
}
