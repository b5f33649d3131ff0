import type { ShownIn } from "./content-language";
import type { FeaturedContentKind } from "./enums";

/** One featured item on /explore, chosen and ordered by admins. */
/** The featured item's texts that admins write in English, Arabic and Urdu. */
export const featuredTranslatedFields = ["title", "description"] as const;

/** Title and description in the reader's language (English where missing: see shownIn). */
export type FeaturedItem = ShownIn<(typeof featuredTranslatedFields)[number]> & {
  id: string;
  kind: FeaturedContentKind;
  title: string;
  description: string;
  /** A same-site path ("/jobs/...") or, for kind "link", an https address. */
  url: string;
};

/** A hashtag and how many recent posts mention it. */
export type TrendingHashtag = { tag: string; count: number };

/** GET /api/explore: real counts, the active featured content in order, and trending hashtags. */
export type ExploreSummary = {
  counts: { members: number; openJobs: number; businesses: number; activeTenders: number };
  featured: FeaturedItem[];
  /** Empty when nothing was tagged lately: the page then shows its sample topics. */
  trending: TrendingHashtag[];
};
