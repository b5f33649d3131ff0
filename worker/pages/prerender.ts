// The content of an event or job page written into the shell's #root, so a phone paints it before the
// app's script has arrived and a browser without JavaScript still reads it. It is plain markup, not a
// React render: the app's first render replaces it (createRoot), and the data it shows travels in
// the page as the app's query-cache entries (the loaders of app/routes/events_.$slug.tsx and jobs.$slug.tsx), so the app does not fetch it again.
// Its classes are the app's own (PageFrame, the site header) so the page looks the same meanwhile.
import type { Language } from "../contract/enums";
import { type EventCity, eventCityNames } from "../contract/enums";
import type { EventSummary } from "../contract/events";
import type { JobDetail } from "../contract/jobs";
import { pageTexts } from "./page-texts";

/** A query-cache entry the app adopts: its key must be the app's key for the same read. */
export type CachedQuery = { queryKey: readonly unknown[]; data: unknown };
export type Prerender = { html: string; queries: CachedQuery[] };

/** The id of the data block the loaders of app/routes/events_.$slug.tsx and jobs.$slug.tsx reads. */
export const PAGE_DATA_ID = "sppc-page-data";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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

/** The site header's frame and PageFrame's heading, around a page's own content. */
function frame(title: string, lead: string, body: string): string {
  return `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"><div class="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4"><a href="/" class="text-xl font-bold text-brand-700">SPPC</a></div></header><main id="main" tabindex="-1" class="min-h-[60vh]"><div class="mx-auto max-w-7xl px-4 py-8 sm:py-12"><div class="mb-8 grid gap-2"><h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">${escapeHtml(title)}</h1><p class="max-w-3xl text-lg text-slate-600">${escapeHtml(lead)}</p></div><section class="card grid max-w-3xl content-start gap-5">${body}</section></div></main>`;
}

/** `key`: the slug or id the page's URL names the event by, which the app's query key holds. */
export function eventPrerender(event: EventSummary, key: string, language: Language): Prerender {
  const t = pageTexts[language].labels;
  const city = event.city ? eventCityNames[event.city as EventCity] : null;
  const body = [
    event.cancelledAt ? `<p role="status">${escapeHtml(t.cancelled)}</p>` : "",
    `<dl class="grid gap-4 text-slate-800"><div><dt class="font-semibold">${escapeHtml(t.when)}</dt><dd>${escapeHtml(riyadhTime(language, event.startsAt))}</dd></div>`,
    `<div><dt class="font-semibold">${escapeHtml(t.where)}</dt><dd>${escapeHtml(event.venue)}</dd><dd class="text-slate-600">${escapeHtml(event.address)}</dd></div></dl>`,
    paragraphs(event.description),
    list(event.highlights),
  ].join("");
  return {
    html: frame(event.name, [city, event.type].filter(Boolean).join(" · "), body),
    // app/queries/events.ts: eventKeys.event(slug), the answer of GET /api/events/{slug}.
    queries: [{ queryKey: ["/api/events/slug", key], data: event }],
  };
}

export function jobPrerender(job: JobDetail, language: Language): Prerender {
  const t = pageTexts[language].labels;
  const body = [
    job.salary ? `<p><strong>${escapeHtml(t.salary)}:</strong> ${escapeHtml(job.salary)}</p>` : "",
    paragraphs(job.description),
    job.requirements.length ? `<h2 class="text-xl font-semibold">${escapeHtml(t.requirements)}</h2>` : "",
    list(job.requirements),
  ].join("");
  return {
    html: frame(job.title, [job.company, job.location, job.type].join(" · "), body),
    // app/queries/jobs.ts: jobKeys.detail(slug), whose query answers { status: "found", job }.
    queries: [{ queryKey: ["/api/jobs", job.slug], data: { status: "found", job } }],
  };
}
