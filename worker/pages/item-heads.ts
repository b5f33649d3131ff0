// The heads of item pages (an event, a job, a business, a forum thread), read from D1 with the same
// domain functions the API answers visitors with, so a page's preview never shows what a visitor could
// not see (pending listings, exclusive jobs, removed threads).
import { eventJsonLd } from "../../app/components/events/event-schema";
import { jobPostingJsonLd } from "../../app/components/jobs/job-schema";
import type { Language } from "../contract/enums";
import type { EventSummary } from "../contract/events";
import type { Database } from "../db/client";
import { canSeeBusiness, findBusinessRow, toBusinessSummary } from "../domain/businesses/businesses";
import { findEventCoverPhotoUrl } from "../domain/events/cover-photo";
import { findCityEvent, findEventSummary } from "../domain/events/events";
import { cityFromName } from "../domain/events/registration";
import { findForumThread } from "../domain/forums/forums";
import { findJob, toJobDetail } from "../domain/jobs/jobs";
import { AppError } from "../errors";
import { upcomingEvents } from "./fixed-data";
import type { PageHead } from "./page-head";
import { pageTexts } from "./page-texts";
import { businessPrerender, eventPrerender, jobPrerender, threadPrerender } from "./prerender";

/** Branded 1200x630 cards in public/og/, for items without a photo of their own. */
export const cardImages = {
  site: "/og/site.png",
  event: "/og/event.png",
  job: "/og/job.png",
  business: "/og/business.png",
  forum: "/og/forum.png",
} as const;

const SUMMARY_LENGTH = 200;
const summary = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= SUMMARY_LENGTH ? flat : `${flat.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
};

const organizer = (origin: string) => ({ "@type": "Organization", name: "SPPC", url: origin });

export function notFoundHead(language: Language): PageHead {
  const { title, description } = pageTexts[language].notFound;
  return { status: 404, title, description, image: cardImages.site, ogType: "website" };
}

async function eventHead(db: Database, event: EventSummary, origin: string): Promise<PageHead> {
  const photo = await findEventCoverPhotoUrl(db, event.id);
  const image = photo ?? cardImages.event;
  return {
    status: 200,
    title: event.name,
    description: summary(event.description),
    image,
    ogType: "article",
    jsonLd: {
      ...eventJsonLd(event),
      image: [new URL(image, origin).href],
      organizer: organizer(origin),
      url: `${origin}/events/${event.slug}`,
    },
  };
}

export async function eventPageHead(db: Database, slug: string, origin: string, language: Language) {
  // In the page's language: the data block below hands this answer to an app reading that language.
  const event = await findEventSummary(db, slug, new Date(), language);
  if (!event) return notFoundHead(language);
  const apiPath = `/api/events/${encodeURIComponent(slug)}`;
  const prerender = await eventPrerender(event, ["/api/events/slug", slug], apiPath, language);
  return { ...(await eventHead(db, event, origin)), prerender };
}

export async function cityEventPageHead(db: Database, name: string, origin: string, language: Language) {
  const city = cityFromName(name);
  // In the page's language, as GET /api/events/city/{city} answers the app reading it.
  const event = city ? await findCityEvent(db, city, new Date(), language) : null;
  if (!event) return notFoundHead(language);
  const lowered = name.toLowerCase();
  const apiPath = `/api/events/city/${encodeURIComponent(lowered)}`;
  const [prerender, upcoming] = await Promise.all([
    eventPrerender(event, ["/api/events/city", lowered], apiPath, language),
    // The links to the city's other upcoming events come from this list.
    upcomingEvents(db, language),
  ]);
  return {
    ...(await eventHead(db, event, origin)),
    prerender: { ...prerender, queries: [...prerender.queries, upcoming] },
  };
}

export async function jobPageHead(
  db: Database,
  slug: string,
  origin: string,
  language: Language,
): Promise<PageHead> {
  const job = await findJob(db, slug, new Date());
  if (!job) return notFoundHead(language);
  // Exclusive jobs are for Premium members: a preview names nothing a visitor could not read.
  if (job.exclusive) {
    return { status: 200, ...pageTexts[language].exclusiveJob, image: cardImages.job, ogType: "website" };
  }
  const detail = toJobDetail(job);
  return {
    status: 200,
    title: `${job.title}, ${job.company}`,
    description: summary(job.description),
    image: cardImages.job,
    ogType: "article",
    prerender: await jobPrerender(detail, language),
    jsonLd: { ...jobPostingJsonLd(detail), url: `${origin}/jobs/${job.slug}` },
  };
}

export async function businessPageHead(
  db: Database,
  slug: string,
  origin: string,
  language: Language,
): Promise<PageHead> {
  const row = await findBusinessRow(db, slug);
  if (!row || !canSeeBusiness(row, null)) return notFoundHead(language);
  return {
    status: 200,
    title: row.name,
    description: summary(row.description),
    image: cardImages.business,
    ogType: "website",
    prerender: await businessPrerender(toBusinessSummary(row), language),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: row.name,
      description: row.description,
      address: { "@type": "PostalAddress", addressLocality: row.location, addressCountry: "SA" },
      image: new URL(cardImages.business, origin).href,
      ...(row.website ? { sameAs: row.website } : {}),
      ...(row.reviewsCount > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: row.rating,
              reviewCount: row.reviewsCount,
            },
          }
        : {}),
      url: `${origin}/business/${row.slug}`,
    },
  };
}

export async function threadPageHead(
  db: Database,
  slug: string,
  origin: string,
  language: Language,
): Promise<PageHead> {
  // Read as a visitor (no viewer): the same thread and replies anyone sees.
  const thread = await findForumThread(db, slug, null).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!thread) return notFoundHead(language);
  return {
    status: 200,
    title: thread.title,
    description: summary(thread.body),
    image: cardImages.forum,
    ogType: "article",
    prerender: await threadPrerender(thread, language),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "DiscussionForumPosting",
      headline: thread.title,
      text: thread.body,
      datePublished: thread.createdAt,
      dateModified: thread.lastActivityAt,
      // The name the thread page shows everyone (first name and initial), nothing more.
      author: { "@type": "Person", name: thread.authorName },
      interactionStatistic: {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/CommentAction",
        userInteractionCount: thread.replyCount,
      },
      image: new URL(cardImages.forum, origin).href,
      url: `${origin}/forums/${thread.slug}`,
    },
  };
}
