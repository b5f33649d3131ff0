// Reads a QR code the way a phone camera would: the rendered SVG is rasterised in the page and decoded
// with jsQR (a well-kept decoder), so a test proves what the code says, not what an attribute claims.
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";

const jsQrFile = path.resolve(import.meta.dirname, "../../node_modules/jsqr/dist/jsQR.js");

/** The text encoded in the QR code drawn by the <svg> inside `qr`, or null when none is found. */
export async function decodeQrSvg(page: Page, qr: Locator): Promise<string | null> {
  // Evaluated, not added as a <script>: the app's CSP refuses inline scripts.
  await page.evaluate(fs.readFileSync(jsQrFile, "utf8"));
  const svg = qr.locator("svg").first();
  await svg.waitFor();
  return svg.evaluate(async (element) => {
    const markup = new XMLSerializer().serializeToString(element);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const size = 400;
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    const pixels = context.getImageData(0, 0, size, size);
    const decode = (
      window as unknown as {
        jsQR: (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
      }
    ).jsQR;
    return decode(pixels.data, size, size)?.data ?? null;
  });
}
