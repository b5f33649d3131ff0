// The public reads a fixed page shows at once (the landing's and /events' upcoming events and photos,
// /premium's tiers, /jobs' and /business' lists, /forums' categories and first page of discussions,
// /membership-card's partner discounts), read with the same domain functions and language as the API routes that answer
// them, handed to the app in the page (its query keys, app/queries/) so its first render shows them
// instead of fetching them.
import { businessListQuerySchema } from "../contract/businesses";
import type { Language } from "../contract/enums";
import { forumThreadListQuerySchema } from "../contract/forums";
import { jobListQuerySchema } from "../contract/jobs";
import type { Database } from "../db/client";
import { listBusinesses } from "../domain/businesses/businesses";
import { listUpcomingEvents } from "../domain/events/events";
import { listEventPhotos } from "../domain/events/photos";
import { listForumCategories, listForumThreads } from "../domain/forums/forums";
import { listJobs } from "../domain/jobs/jobs";
import { activePartnerDiscounts } from "../domain/membership/partner-discounts";
import { listMembershipTiers } from "../domain/membership/tiers";
import type { FixedPage } from "./page-texts";
import { type CachedQuery, cachedAnswer } from "./prerender";

/** GET /api/events (worker/routes/events.ts): eventKeys.upcoming. */
export async function upcomingEvents(db: Database, language: Language): Promise<CachedQuery> {
  const events = await listUpcomingEvents(db, new Date(), language);
  return cachedAnswer(["/api/events"], "/api/events", "events", events);
}

/** GET /api/events/photos (worker/routes/photos.ts): eventKeys.photos. */
async function approvedPhotos(db: Database): Promise<CachedQuery> {
  const photos = await listEventPhotos(db, "approved");
  return cachedAnswer(["/api/events/photos"], "/api/events/photos", "photos", photos);
}

/**
 * GET /api/membership/tiers (worker/routes/membership.ts): membershipTiersQuery's key, which holds the
 * language (the answer's names and benefits are in it).
 */
async function tiers(db: Database, language: Language): Promise<CachedQuery> {
  const list = await listMembershipTiers(db, language);
  return cachedAnswer(["/api/membership/tiers", language], "/api/membership/tiers", "tiers", list);
}

/**
 * GET /api/jobs?limit=100 (worker/routes/jobs.ts) as /jobs asks it without filters, for a visitor (no
 * members-only jobs): jobsQuery({}, 100)'s key.
 */
async function jobList(db: Database): Promise<CachedQuery> {
  const query = jobListQuerySchema.parse({ limit: "100" });
  const jobs = await listJobs(db, query, { now: new Date(), includeExclusive: false });
  return cachedAnswer(["/api/jobs", { limit: 100 }], "/api/jobs?limit=100", "jobs", jobs);
}

/**
 * GET /api/businesses?limit=100 (worker/routes/businesses.ts) as /business asks it without filters:
 * businessesQuery({})'s key, which the directory's filter choices read too.
 */
async function businessList(db: Database): Promise<CachedQuery> {
  const businesses = await listBusinesses(db, businessListQuerySchema.parse({ limit: "100" }));
  return cachedAnswer(["/api/businesses", {}], "/api/businesses?limit=100", "businesses", businesses);
}

/**
 * GET /api/forums/categories and GET /api/forums/threads as /forums asks them without filters:
 * forumKeys.categories and forumKeys.threads({}), an infinite query whose first page this is.
 */
async function forumLists(db: Database, language: Language): Promise<CachedQuery[]> {
  const [categories, threads] = await Promise.all([
    listForumCategories(db, language),
    listForumThreads(db, forumThreadListQuerySchema.parse({}), language),
  ]);
  return [
    cachedAnswer(["/api/forums", "categories"], "/api/forums/categories", "categories", categories),
    {
      queryKey: ["/api/forums", "threads", {}],
      data: { pages: [threads], pageParams: [""] },
      api: { path: "/api/forums/threads", answer: threads },
    },
  ];
}

/** GET /api/membership/partners (worker/routes/membership-card.ts): membershipKeys.partners. */
async function partnerDiscounts(db: Database, language: Language): Promise<CachedQuery> {
  const partners = await activePartnerDiscounts(db, language);
  return cachedAnswer(["/api/membership/partners"], "/api/membership/partners", "partners", partners);
}

export function fixedPageData(db: Database, path: FixedPage, language: Language): Promise<CachedQuery[]> {
  if (path === "/" || path === "/events") {
    return Promise.all([upcomingEvents(db, language), approvedPhotos(db)]);
  }
  if (path === "/premium") return Promise.all([tiers(db, language)]);
  if (path === "/jobs") return Promise.all([jobList(db)]);
  if (path === "/business") return Promise.all([businessList(db)]);
  if (path === "/forums" || path === "/community") return forumLists(db, language);
  if (path === "/membership-card") return Promise.all([partnerDiscounts(db, language)]);
  return Promise.resolve([]);
}
