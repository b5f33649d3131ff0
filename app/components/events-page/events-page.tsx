import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { api } from "../../lib/api-client";
import { upcomingEventsQuery } from "../../queries/public-content";
import { pastEventsQuery } from "../../queries/rsvp";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { EventCategories } from "./event-categories";
import { EventsFilters } from "./events-filters";
import { EventsGallery } from "./events-gallery";
import { EventsList } from "./events-list";
import type { EventsSearch } from "./events-search";
import { EventsTabs } from "./events-tabs";
import { FeedbackLinks } from "./feedback-links";
import { approvedPhotosQuery } from "./photo-queries";
import { PhotoUpload } from "./photo-upload";
import { section, sectionTitle } from "./styles";

/** Spec point 2, /events: the events page allows 20 photos per upload (spec point 9). */
const EVENTS_PAGE_MAX_FILES = 20;

export function EventsPage({
  search = {},
  onSearchChange = () => {},
}: {
  search?: EventsSearch;
  onSearchChange?: (next: EventsSearch) => void;
}) {
  const t = useT(eventsPageMessages);
  const past = search.tab === "past";
  const events = useQuery(upcomingEventsQuery);
  const pastEvents = useQuery({ ...pastEventsQuery, enabled: past });
  const photos = useQuery(approvedPhotosQuery);
  const upcoming = [...new Set(events.data?.map((event) => event.name) ?? [])];
  // Past events for the photo upload: the ended ones when loaded, and those members have photos of.
  const pastNames = [
    ...new Set([
      ...(pastEvents.data?.map((event) => event.name) ?? []),
      ...(photos.data?.map((photo) => photo.eventName) ?? []),
    ]),
  ].filter((name) => !upcoming.includes(name));
  const shown = past ? pastEvents : events;
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <OfflineNote path={api.events.$path()} />
      <div className="grid gap-4 divide-y divide-slate-200">
        <EventsGallery />
        <section aria-labelledby="events-list-title" className={section}>
          <h2 id="events-list-title" className={sectionTitle}>
            {t(past ? "pastTitle" : "upcomingTitle")}
          </h2>
          <EventsTabs
            current={past ? "past" : "upcoming"}
            onSelect={(tab) => onSearchChange({ ...search, tab: tab === "past" ? "past" : undefined })}
          >
            <EventsFilters search={search} onChange={onSearchChange} />
            <EventsList
              events={shown.data}
              isPending={shown.isPending}
              isError={shown.isError}
              past={past}
              search={search}
              onClearFilters={() => onSearchChange({ tab: search.tab })}
            />
          </EventsTabs>
        </section>
        <EventCategories />
        <section aria-labelledby="events-upload" className={section}>
          <div className="grid gap-2">
            <h2 id="events-upload" className={sectionTitle}>
              {t("uploadTitle")}
            </h2>
            <p className="max-w-3xl text-slate-600">{t("uploadLead")}</p>
          </div>
          <PhotoUpload maxFiles={EVENTS_PAGE_MAX_FILES} upcoming={upcoming} past={pastNames} />
        </section>
        <FeedbackLinks />
      </div>
    </PageFrame>
  );
}
