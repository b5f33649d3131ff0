// `npx tsx scripts/og-cards.ts`: writes the branded link-preview cards (public/og/*.png, 1200x630)
// that pages without a photo of their own name in og:image (worker/pages/item-heads.ts). PNG because
// WhatsApp, Facebook and Twitter show no SVG. Run again after changing a card's words or colours.
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const cards = {
  site: "Saudi Pakistani Professionals Community",
  event: "Events",
  job: "Jobs",
  business: "Business directory",
  forum: "Community forums",
} as const;

const svg = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#01411c"/>
  <rect x="0" y="0" width="300" height="630" fill="#ffffff"/>
  <circle cx="150" cy="315" r="90" fill="#01411c"/>
  <circle cx="180" cy="295" r="80" fill="#ffffff"/>
  <text x="380" y="290" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="140" fill="#ffffff">SPPC</text>
  <text x="384" y="390" font-family="DejaVu Sans, sans-serif" font-size="${label.length > 24 ? 40 : 60}" fill="#d7efe0">${label}</text>
  <text x="384" y="540" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#9fd3b4">sppc.sa</text>
</svg>`;

mkdirSync("public/og", { recursive: true });
for (const [name, label] of Object.entries(cards)) {
  await sharp(Buffer.from(svg(label)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/og/${name}.png`);
}
