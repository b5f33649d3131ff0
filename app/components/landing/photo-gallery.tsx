import { Images } from "lucide-react";
import { lazy, Suspense } from "react";
import type { ImageVariant } from "../../../worker/contract/photos";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";

/**
 * A photo of the gallery: the grid shows the thumbnail, the carousel and the full-screen viewer the
 * medium variant, once the server has made them (a placeholder until then); `url`, the original, is
 * never loaded by the gallery (the API's EventPhoto fields, spread in).
 */
export type GalleryPhoto = {
  id: string;
  url: string;
  alt: string;
  caption?: string;
  thumbnail?: ImageVariant | null;
  medium?: ImageVariant | null;
};

// The viewer loads only once there are photos to show, keeping it out of the first visit's download.
const GalleryViewer = lazy(() => import("./gallery-viewer").then((m) => ({ default: m.GalleryViewer })));

/** Event photos (grid, carousel, full-screen viewer), or a placeholder while none are approved. */
export function PhotoGallery({ photos }: { photos: GalleryPhoto[] }) {
  const t = useT(landingMessages);
  if (photos.length) {
    return (
      <Suspense fallback={<div className="aspect-video animate-pulse rounded-xl bg-slate-200" />}>
        <GalleryViewer photos={photos} />
      </Suspense>
    );
  }
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
      <Images aria-hidden="true" className="size-10 text-brand-700" />
      <p>{t("galleryEmpty")}</p>
    </div>
  );
}
