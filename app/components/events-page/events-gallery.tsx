import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { PhotoGallery } from "../landing/photo-gallery";
import { approvedPhotosQuery } from "./photo-queries";
import { section, sectionTitle } from "./styles";

/** Approved member photos in the landing page's gallery (grid, carousel, lightbox). */
export function EventsGallery() {
  const t = useT(eventsPageMessages);
  const { data, isPending, isError } = useQuery(approvedPhotosQuery);
  return (
    <section aria-labelledby="events-gallery" className={section}>
      <div className="grid gap-2">
        <h2 id="events-gallery" className={sectionTitle}>
          {t("galleryTitle")}
        </h2>
        <p className="text-slate-600">{t("galleryLead")}</p>
      </div>
      {isPending ? (
        <div className="aspect-video animate-pulse rounded-xl bg-slate-200" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {t("galleryError")}
        </p>
      ) : (
        <PhotoGallery
          photos={data.map((photo) => ({
            ...photo,
            alt: photo.caption ?? t("photoAlt", { event: photo.eventName }),
            caption: photo.eventName,
          }))}
        />
      )}
    </section>
  );
}
