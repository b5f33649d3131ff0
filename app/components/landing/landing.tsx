import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { approvedPhotosQuery } from "../../queries/public-content";
import { Hero } from "./hero";
import { JoinFeedback } from "./join-feedback";
import { type GalleryPhoto, PhotoGallery } from "./photo-gallery";
import { Programs } from "./programs";
import { Promos } from "./promos";
import { Stats } from "./stats";
import { sectionTitle } from "./styles";
import { UpcomingEvents } from "./upcoming-events";

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
      <Promos />
      <Programs />
      <Stats />
      <UpcomingEvents />
      <JoinFeedback />
    </>
  );
}
