// The QR code is made here in the browser (uqr, no network); the library loads only when a card shows.

export type QrMatrix = boolean[][];

/** Four light modules around the code: the quiet zone scanners need (ISO/IEC 18004). */
const QUIET_ZONE = 4;

export async function makeQrMatrix(text: string): Promise<QrMatrix> {
  const { encode } = await import("uqr");
  return encode(text, { ecc: "M", border: QUIET_ZONE }).data;
}

/** One SVG path for all dark modules, joining runs along each row to keep it short. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join("");
}

/** A PNG of the code, `scale` pixels per module, black on white. */
export function qrPngBlob(matrix: QrMatrix, scale = 10): Promise<Blob> {
  const size = matrix.length * scale;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("No 2D canvas"));
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size, size);
  context.fillStyle = "#000000";
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    });
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}

/** Saves a blob through a temporary link: no server round trip, works offline. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
