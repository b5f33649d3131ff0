// The content of an item page (an event, a job, a business, a forum thread) written into the shell's
// #root, so a phone paints it before the app's script has arrived and a browser without JavaScript still
// reads it. It is plain markup, not a React render: the app's first render replaces it (createRoot; why
// not hydration: README, Architecture), and the data it shows travels in the page as the app's
// query-cache entries (adopted by app/main.tsx before its first render), so the app does not fetch it again.

import { cityTextKey, eventTypeKey, knownEventType } from "../../app/components/events/event-format";
import { eventRsvpMessages } from "../../app/i18n/messages/event-rsvp";
import { eventsPageMessages } from "../../app/i18n/messages/events-page";
import type { BusinessSummary } from "../contract/businesses";
import type { EventCity, Language } from "../contract/enums";
import type { EventSummary } from "../contract/events";
import type { ForumThreadDetail } from "../contract/forums";
import type { JobDetail } from "../contract/jobs";
import { catalogTexts } from "./catalog-texts";
import { pageTexts } from "./page-texts";
import { escapeHtml, frame, pageFrame } from "./prerender-frame";

/**
 * A query-cache entry the app adopts: its key must be the app's key for the same read. `api`: the
 * read's path and the API's answer to it, which the app stores where the service worker would have
 * kept the fetch it no longer makes, so the page still opens offline later.
 */
export type CachedQuery = {
  queryKey: readonly unknown[];
  data: unknown;
  api: { path: string; answer: unknown };
};
export type Prerender = { html: string; queries: CachedQuery[] };

/**
 * The common read: the API answers `{ [field]: value }` at `path`, and the app's query under `queryKey`
 * holds `value` itself.
 */
export const cachedAnswer = (
  queryKey: readonly unknown[],
  path: string,
  field: string,
  value: unknown,
): CachedQuery => ({ queryKey, data: value, api: { path, answer: { [field]: value } } });

/** The id of the data block app/lib/page-data.ts reads. */
export const PAGE_DATA_ID = "sppc-page-data";

const locales: Record<Language, string> = { en: "en-GB", ar: "ar-SA", ur: "ur-PK" };

const riyadhTime = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(locales[language], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  }).format(new Date(iso));

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part.trim())}</p>`)
    .join("");

const list = (items: readonly string[]) =>
  items.length
    ? `<ul class="list-disc ps-6">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
    : "";

const card = (body: string) => `<section class="card grid max-w-3xl content-start gap-5">${body}</section>`;

/** `queryKey` and `apiPath`: the app's read that shows this event (by slug, or a city's event). */
export async function eventPrerender(
  event: EventSummary,
  queryKey: readonly unknown[],
  apiPath: string,
  language: Language,
): Promise<Prerender> {
  const t = pageTexts[language].labels;
  // The lead as the app's event page writes it: the city and the type in the reader's words.
  const rsvpTexts = await catalogTexts(eventRsvpMessages, language);
  const listTexts = await catalogTexts(eventsPageMessages, language);
  const type = knownEventType(event.type);
  const city = event.city ? rsvpTexts[cityTextKey[event.city as EventCity]] : null;
  const body = [
    event.cancelledAt ? `<p role="status">${escapeHtml(t.cancelled)}</p>` : "",
    `<dl class="grid gap-4 text-slate-800"><div><dt class="font-semibold">${escapeHtml(t.when)}</dt><dd>${escapeHtml(riyadhTime(language, event.startsAt))}</dd></div>`,
    `<div><dt class="font-semibold">${escapeHtml(t.where)}</dt><dd>${escapeHtml(event.venue)}</dd><dd class="text-slate-600">${escapeHtml(event.address)}</dd></div></dl>`,
    paragraphs(event.description),
    list(event.highlights),
  ].join("");
  const lead = [city, type ? listTexts[eventTypeKey[type]] : event.type].filter(Boolean).join(" · ");
  return {
    html: await frame(language, pageFrame(event.name, lead, card(body))),
    // app/queries/events.ts: eventKeys.event(slug) or eventKeys.city(city), the API's `event`.
    queries: [cachedAnswer(queryKey, apiPath, "event", event)],
  };
}

export async function jobPrerender(job: JobDetail, language: Language): Promise<Prerender> {
  const t = pageTexts[language].labels;
  const body = [
    job.salary ? `<p><strong>${escapeHtml(t.salary)}:</strong> ${escapeHtml(job.salary)}</p>` : "",
    paragraphs(job.description),
    job.requirements.length ? `<h2 class="text-xl font-semibold">${escapeHtml(t.requirements)}</h2>` : "",
    list(job.requirements),
  ].join("");
  const lead = [job.company, job.location, job.type].join(" · ");
  return {
    html: await frame(language, pageFrame(job.title, lead, card(body))),
    // app/queries/jobs.ts: jobKeys.detail(slug), whose query answers { status: "found", job }.
    queries: [
      {
        queryKey: ["/api/jobs", job.slug],
        data: { status: "found", job },
        api: { path: `/api/jobs/${encodeURIComponent(job.slug)}`, answer: { job } },
      },
    ],
  };
}

/**
 * Markup only: the listing's answer carries its contact e-mail and phone, which the page shows only
 * after the app has read them, and which stay out of a page any cache may keep.
 */
export async function businessPrerender(business: BusinessSummary, language: Language): Promise<Prerender> {
  const lead = `${business.industry} · ${business.location}`;
  return {
    html: await frame(language, pageFrame(business.name, lead, card(paragraphs(business.description)))),
    queries: [],
  };
}

export async function threadPrerender(thread: ForumThreadDetail, language: Language): Promise<Prerender> {
  const byline = `<p class="text-sm text-slate-600">${escapeHtml(thread.authorName)}</p>`;
  return {
    html: await frame(language, pageFrame(thread.title, undefined, card(byline + paragraphs(thread.body)))),
    // app/queries/forums.ts: forumKeys.thread(slug), whose query answers { status: "found", thread }.
    queries: [
      {
        queryKey: ["/api/forums", "thread", thread.slug],
        data: { status: "found", thread },
        api: { path: `/api/forums/threads/${encodeURIComponent(thread.slug)}`, answer: { thread } },
      },
    ],
  };
}
