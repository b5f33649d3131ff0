/**
 * Turns the bytes of an uploaded CSV into text. Files come from Excel (UTF-8 with a BOM, or the
 * Windows code page of the machine: Windows-1256 on Arabic Windows, or "Unicode text", which is
 * UTF-16 LE), Google Sheets (UTF-8) and other member systems. workerd's TextDecoder knows all of them
 * (tests/worker/member-import.test.ts checks windows-1256), so no decoding table of our own is needed.
 */
export type DecodedText = { text: string; encoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1256" };

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

export function decodeCsvBytes(bytes: Uint8Array): DecodedText {
  const [b0, b1, b2] = bytes;
  // TextDecoder drops the BOM of its own encoding (ignoreBOM is false by default).
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf)
    return { text: new TextDecoder("utf-8").decode(bytes), encoding: "utf-8" };
  if (b0 === 0xff && b1 === 0xfe)
    return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le" };
  if (b0 === 0xfe && b1 === 0xff)
    return { text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16be" };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return {
      text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes),
      encoding: "utf-8",
    };
  } catch {
    // Not valid UTF-8: a single-byte Windows code page. The members are Arabic and Urdu speakers in
    // Saudi Arabia, so Arabic Excel's Windows-1256 (which also covers the Latin letters) is the one.
    return { text: new TextDecoder("windows-1256").decode(bytes), encoding: "windows-1256" };
  }
}
