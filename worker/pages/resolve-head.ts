import type { Language } from "../contract/enums";
import type { Database } from "../db/client";
import { fixedPageData } from "./fixed-data";
import {
  businessPageHead,
  cardImages,
  cityEventPageHead,
  eventPageHead,
  jobPageHead,
  notFoundHead,
  threadPageHead,
} from "./item-heads";
import type { PageHead } from "./page-head";
import { type FixedPage, isFixedPage, pageTexts } from "./page-texts";
import { fixedPrerender } from "./prerender-fixed";

type ItemHead = (db: Database, key: string, origin: string, language: Language) => Promise<PageHead>;

/** /{prefix}/{key} pages and the function that reads their item (the app's routes of the same paths). */
const itemPages: Record<string, ItemHead> = {
  events: eventPageHead,
  event: cityEventPageHead,
  jobs: jobPageHead,
  business: businessPageHead,
  forums: threadPageHead,
};

/** Paths under an item prefix that are app pages, not items (/jobs/new is the member's job form). */
const notItems = new Set(["/jobs/new"]);

const fixedImages: Partial<Record<FixedPage, string>> = {
  "/events": cardImages.event,
  "/jobs": cardImages.job,
  "/business": cardImages.business,
  "/forums": cardImages.forum,
  "/community": cardImages.forum,
};

async function fixedHead(db: Database, path: FixedPage, language: Language): Promise<PageHead> {
  const [html, queries] = await Promise.all([
    fixedPrerender(path, language),
    fixedPageData(db, path, language),
  ]);
  return {
    status: 200,
    ...pageTexts[language][path],
    image: fixedImages[path] ?? cardImages.site,
    ogType: "website",
    ...(html ? { prerender: { html, queries } } : {}),
  };
}

/**
 * The head of the page at this path, or null for a path that is not a public page (the shell is then
 * served unchanged, as the static assets would).
 */
export async function resolvePageHead(db: Database, url: URL, language: Language): Promise<PageHead | null> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  if (isFixedPage(path)) return fixedHead(db, path, language);
  if (notItems.has(path)) return null;
  const [, prefix = "", key, ...rest] = path.split("/");
  const itemHead = itemPages[prefix];
  if (!itemHead || !key || rest.length > 0) return itemHead ? notFoundHead(language) : null;
  const decoded = safeDecode(key);
  return decoded === null ? notFoundHead(language) : itemHead(db, decoded, url.origin, language);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
