import { type QrMatrix, qrPath } from "../profile/qr-image";

/** A QR code drawn as one SVG path (crisp at any size, no network), used by the profile card and tickets. */
export function QrSvg({ matrix, size, label }: { matrix: QrMatrix; size: number; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.length} ${matrix.length}`}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#ffffff" />
      <path d={qrPath(matrix)} fill="#000000" />
    </svg>
  );
}
