// Draws the app icons (green field, white crescent and star) as PNGs: `tsx scripts/make-icons.ts`.
// Kept as a script so the icons can be remade at any size without an image editor.
import { mkdirSync, writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const GREEN = [1, 65, 28];
const WHITE = [255, 255, 255];

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function insideStar(x: number, y: number, cx: number, cy: number, r: number): boolean {
  // A five-pointed star as the union of triangles between alternating outer and inner points.
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as [number, number];
    const [xj, yj] = points[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function drawIcon(size: number, contentScale: number): Buffer {
  const rows: Buffer[] = [];
  const s = size * contentScale;
  const cx = size / 2;
  const cy = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const dx = x - (cx - s * 0.05);
      const dy = y - cy;
      const inMoon = dx * dx + dy * dy < (s * 0.3) ** 2;
      const cut = (x - (cx + s * 0.05)) ** 2 + (y - (cy - s * 0.04)) ** 2 < (s * 0.26) ** 2;
      const star = insideStar(x, y, cx + s * 0.17, cy - s * 0.06, s * 0.1);
      const color = (inMoon && !cut) || star ? WHITE : GREEN;
      row.set(color, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", new Uint8Array()),
  ]);
}

mkdirSync("public/icons", { recursive: true });
writeFileSync("public/icons/icon-192.png", drawIcon(192, 1));
writeFileSync("public/icons/icon-512.png", drawIcon(512, 1));
// Maskable icons keep their drawing inside the central safe zone (80%), since launchers crop the edges.
writeFileSync("public/icons/icon-maskable-512.png", drawIcon(512, 0.75));
writeFileSync("public/icons/apple-touch-icon.png", drawIcon(180, 0.9));
console.log("Icons written to public/icons/");
