import type { featuredContent, helpArticles } from "../schema";

/** /explore's featured section. */
export const demoFeaturedContent: (typeof featuredContent.$inferInsert)[] = [];

/** The help centre's articles, per language. */
export const demoHelpArticles: (typeof helpArticles.$inferInsert)[] = [];
