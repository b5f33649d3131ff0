import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { approvedPhotosQuery } from "../../queries/public-content";
import { Hero } from "./hero";
import { type GalleryPhoto, PhotoGallery } from "./photo-gallery";
import { sectionTitle } from "./styles";

// Below the first screen: out of the first visit's JavaScript (the 130 KB budget), loaded right after.
const LandingBelowFold = lazy(() =>
  import("./landing-below-fold").then((m) => ({ default: m.LandingBelowFold })),
);

/** The signed-out home page (spec point 2), sections in the spec's order. */
export function Landing() {
  const t = useT(landingMessages);
  const { data = [] } = useQuery(approvedPhotosQuery);
  // Spread: the id, the original's url and the variants come along without bytes in the first visit.
  const approvedPhotos: GalleryPhoto[] = data.map((photo) => ({
    ...photo,
    alt: photo.caption ?? photo.eventName,
    caption: photo.eventName,
  }));
  return (
    <>
      <Hero />
      <section aria-labelledby="landing-gallery" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="landing-gallery" className={`mb-6 ${sectionTitle}`}>
          {t("galleryTitle")}
        </h2>
        <PhotoGallery photos={approvedPhotos} />
      </section>
      {/* A screen of room meanwhile: nothing below (the footer) moves up into view and back. */}
      <Suspense fallback={<div className="min-h-lvh" />}>
        <LandingBelowFold />
      </Suspense>
    </>
  );
}
