import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { api } from "../../lib/api-client";
import { upcomingEventsQuery } from "../../queries/public-content";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { EventCategories } from "./event-categories";
import { EventsGallery } from "./events-gallery";
import { EventsList } from "./events-list";
import { FeedbackLinks } from "./feedback-links";
import { approvedPhotosQuery } from "./photo-queries";
import { PhotoUpload } from "./photo-upload";
import { section, sectionTitle } from "./styles";

/** Spec point 2, /events: the events page allows 20 photos per upload (spec point 9). */
const EVENTS_PAGE_MAX_FILES = 20;

export function EventsPage() {
  const t = useT(eventsPageMessages);
  const events = useQuery(upcomingEventsQuery);
  const photos = useQuery(approvedPhotosQuery);
  const upcoming = [...new Set(events.data?.map((event) => event.name) ?? [])];
  // Past events: those members already have approved photos of.
  const past = [...new Set(photos.data?.map((photo) => photo.eventName) ?? [])].filter(
    (name) => !upcoming.includes(name),
  );
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <OfflineNote path={api.events.$path()} />
      <div className="grid gap-4 divide-y divide-slate-200">
        <EventsGallery />
        <EventsList events={events.data} isPending={events.isPending} isError={events.isError} />
        <EventCategories />
        <section aria-labelledby="events-upload" className={section}>
          <div className="grid gap-2">
            <h2 id="events-upload" className={sectionTitle}>
              {t("uploadTitle")}
            </h2>
            <p className="max-w-3xl text-slate-600">{t("uploadLead")}</p>
          </div>
          <PhotoUpload maxFiles={EVENTS_PAGE_MAX_FILES} upcoming={upcoming} past={past} />
        </section>
        <FeedbackLinks />
      </div>
    </PageFrame>
  );
}
