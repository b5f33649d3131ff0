// Recognises the tender document formats (PDF, Word .docx, Excel .xlsx, ZIP) by their bytes: the
// declared type and the file name of an upload are whatever the sender says, the bytes are not.
// DOCX and XLSX are ZIP archives; the names in the archive's central directory tell them apart.

export type SniffedDocument = {
  type:
    | "application/pdf"
    | "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    | "application/zip";
  ext: "pdf" | "docx" | "xlsx" | "zip";
};

const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;
const startsWith = (b: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => b[at + index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** The document's format, or null when the bytes are none of the accepted formats (or a broken ZIP). */
export function sniffDocument(bytes: Uint8Array): SniffedDocument | null {
  if (startsWith(bytes, PDF)) return { type: "application/pdf", ext: "pdf" };
  if (!startsWith(bytes, ZIP_LOCAL)) return null;
  const names = zipEntryNames(bytes);
  if (!names) return null;
  if (names.has("word/document.xml")) {
    return { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" };
  }
  if (names.has("xl/workbook.xml")) {
    return { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ext: "xlsx" };
  }
  return { type: "application/zip", ext: "zip" };
}

/** The entry names from the central directory, or null when the archive's structure is not intact. */
function zipEntryNames(b: Uint8Array): Set<string> | null {
  const end = findEndRecord(b);
  if (end < 0) return null;
  const count = u16le(b, end + 10);
  let at = u32le(b, end + 16);
  const names = new Set<string>();
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > b.length || !startsWith(b, ZIP_CENTRAL, at)) return null;
    const nameLength = u16le(b, at + 28);
    const extraLength = u16le(b, at + 30);
    const commentLength = u16le(b, at + 32);
    if (at + 46 + nameLength > b.length) return null;
    names.add(decoder.decode(b.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The end-of-central-directory record sits in the last 22 bytes plus an optional comment. */
function findEndRecord(b: Uint8Array): number {
  const lowest = Math.max(0, b.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = b.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    if (startsWith(b, ZIP_END, at)) return at;
  }
  return -1;
}
