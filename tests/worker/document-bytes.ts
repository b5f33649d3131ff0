// Small but structurally real documents for upload tests.

const encoder = new TextEncoder();

/** A minimal PDF: the "%PDF-" header the server checks, some text, and the end marker. */
export function pdfBytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(
    encoder.encode(
      `%PDF-1.7\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    ),
  );
}

/**
 * A stored (uncompressed) ZIP archive with one small entry per name: local headers, the central
 * directory and its end record. CRCs are left at zero: the server reads the structure, not the data.
 */
export function zipBytes(names: string[]): Uint8Array<ArrayBuffer> {
  const parts: number[] = [];
  const central: number[] = [];
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];
  for (const name of names) {
    const nameBytes = [...encoder.encode(name)];
    const data = [...encoder.encode(`content of ${name}`)];
    const offset = parts.length;
    parts.push(0x50, 0x4b, 3, 4, ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0));
    parts.push(
      ...u32(data.length),
      ...u32(data.length),
      ...u16(nameBytes.length),
      ...u16(0),
      ...nameBytes,
      ...data,
    );
    central.push(0x50, 0x4b, 1, 2, ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0));
    central.push(...u32(data.length), ...u32(data.length), ...u16(nameBytes.length), ...u16(0), ...u16(0));
    central.push(...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...nameBytes);
  }
  const centralOffset = parts.length;
  const end = [0x50, 0x4b, 5, 6, ...u16(0), ...u16(0), ...u16(names.length), ...u16(names.length)];
  end.push(...u32(central.length), ...u32(centralOffset), ...u16(0));
  return new Uint8Array([...parts, ...central, ...end]);
}
