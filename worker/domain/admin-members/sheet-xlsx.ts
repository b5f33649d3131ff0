// Placeholder until the sheet-xlsx module lands.
export async function readXlsxRows(_bytes: Uint8Array): Promise<string[][]> {
  throw new Error("not yet");
}
