import type { QrMatrix } from "../profile/qr-image";

export type CardImage = {
  brand: string;
  name: string;
  membershipId: string;
  lines: { label: string; value: string }[];
  qr: QrMatrix;
};

const WIDTH = 1012;
const HEIGHT = 638;

/** The card as a PNG (credit-card proportions), drawn on a canvas: no server, works offline. */
export function cardPngBlob(card: CardImage, rtl: boolean): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("No 2D canvas"));
  const gradient = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, "#046c35");
  gradient.addColorStop(1, "#012b13");
  context.fillStyle = gradient;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.direction = rtl ? "rtl" : "ltr";
  const textX = rtl ? WIDTH - 56 : 56;
  context.textAlign = rtl ? "right" : "left";
  context.fillStyle = "#c9a227";
  context.font = "bold 30px system-ui, sans-serif";
  context.fillText(card.brand, textX, 80);
  context.fillStyle = "#ffffff";
  context.font = "bold 52px system-ui, sans-serif";
  context.fillText(card.name, textX, 160, 560);
  context.font = "36px ui-monospace, monospace";
  context.fillText(card.membershipId, textX, 220, 560);
  card.lines.forEach((line, index) => {
    const y = 300 + index * 72;
    context.font = "24px system-ui, sans-serif";
    context.fillStyle = "rgba(255,255,255,0.8)";
    context.fillText(line.label, textX, y, 560);
    context.font = "bold 30px system-ui, sans-serif";
    context.fillStyle = "#ffffff";
    context.fillText(line.value, textX, y + 34, 560);
  });
  drawQr(context, card.qr, rtl ? 56 : WIDTH - 56 - 320, (HEIGHT - 320) / 2, 320);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}

function drawQr(context: CanvasRenderingContext2D, matrix: QrMatrix, x: number, y: number, size: number) {
  const scale = size / matrix.length;
  context.fillStyle = "#ffffff";
  context.fillRect(x, y, size, size);
  context.fillStyle = "#000000";
  matrix.forEach((row, rowIndex) => {
    row.forEach((dark, column) => {
      if (dark)
        context.fillRect(x + column * scale, y + rowIndex * scale, Math.ceil(scale), Math.ceil(scale));
    });
  });
}

export const cardFileName = (membershipId: string) => `sppc-card-${membershipId}.png`;
