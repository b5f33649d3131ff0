import { AppError } from "../../errors";
import { decodeLegacy, type LegacyEncoding } from "./legacy-encoding";

/**
 * Turns the bytes of an uploaded member sheet into text, whichever text format Excel or Google Sheets
 * wrote it in: a byte order mark names UTF-8 ("CSV UTF-8"), UTF-16 LE ("Unicode Text") or UTF-16 BE;
 * otherwise UTF-16 shows in its NUL bytes, valid UTF-8 is UTF-8 (Google Sheets, Numbers, LibreOffice),
 * and anything else is one of the single-byte code pages of Excel's other text formats
 * (legacy-encoding.ts). An .xls workbook or any other binary file is refused with the format to save
 * it as (.xlsx workbooks never come here: read-sheet.ts reads them).
 */
export type ImportEncoding = "utf-8" | "utf-16le" | "utf-16be" | LegacyEncoding;
export type DecodedText = { text: string; encoding: ImportEncoding };

/** UTF-16 without a BOM: ASCII-heavy text has a NUL in every other byte. */
function utf16WithoutBom(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 2000) & ~1);
  if (sample.length < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenNul += 1;
    if (sample[i + 1] === 0) oddNul += 1;
  }
  const pairs = sample.length / 2;
  if (oddNul > pairs * 0.3 && evenNul < pairs * 0.05) return "utf-16le";
  if (evenNul > pairs * 0.3 && oddNul < pairs * 0.05) return "utf-16be";
  return null;
}

const saveAsText =
  'In Excel choose File > Save As > "Excel Workbook (.xlsx)" or "CSV UTF-8 (Comma delimited)"; in Google Sheets choose File > Download > "Microsoft Excel (.xlsx)" or "Comma-separated values (.csv)". Then import that file.';

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** Refuses an Excel 97-2003 workbook (an OLE2 compound file), saying what to save it as instead. */
function refuseWorkbook(bytes: Uint8Array): void {
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]))
    throw new AppError("validation_failed", `This is an Excel 97-2003 workbook (.xls). ${saveAsText}`, {
      csvFile: "workbook",
    });
}

/** Text in a single-byte encoding or UTF-8 never holds a NUL byte (UTF-16 was recognised before). */
function refuseBinary(bytes: Uint8Array): void {
  if (bytes.subarray(0, 8192).includes(0))
    throw new AppError("validation_failed", `This is not a text file. ${saveAsText}`, {
      csvFile: "not text",
    });
}

export function decodeCsvBytes(bytes: Uint8Array): DecodedText {
  const [b0, b1, b2] = bytes;
  // TextDecoder drops the BOM of its own encoding (ignoreBOM is false by default).
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf)
    return { text: new TextDecoder("utf-8").decode(bytes), encoding: "utf-8" };
  if (b0 === 0xff && b1 === 0xfe)
    return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le" };
  if (b0 === 0xfe && b1 === 0xff)
    return { text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16be" };
  refuseWorkbook(bytes);
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  refuseBinary(bytes);
  try {
    return {
      text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes),
      encoding: "utf-8",
    };
  } catch {
    return decodeLegacy(bytes);
  }
}
