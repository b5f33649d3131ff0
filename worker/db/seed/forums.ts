import type { forumCategories, forumThreads } from "../schema";
import { daysFrom } from "./dates";

export const demoForumCategories: (typeof forumCategories.$inferInsert)[] = [
  ["career", "Career & Jobs", "Job hunting, promotions, CVs and interviews in the Kingdom.", 1],
  ["visa-iqama", "Visa & Iqama", "Iqama renewals, exit re-entry, family visas and Muqeem questions.", 2],
  ["business", "Business & Trade", "Starting a business, partnerships and Pakistan-Saudi trade.", 3],
  ["family-life", "Family & Living", "Schools, housing, healthcare and daily life in Saudi Arabia.", 4],
  ["culture", "Culture & Events", "Community events, sports, food and celebrations.", 5],
].map(([key, name, description, sortOrder]) => ({
  id: `seed-forum-${key}`,
  slug: String(key),
  name: String(name),
  description: String(description),
  sortOrder: Number(sortOrder),
}));

export function demoForumThreads(now: Date): (typeof forumThreads.$inferInsert)[] {
  const thread = (
    slug: string,
    category: string,
    title: string,
    body: string,
    authorName: string,
    replyCount: number,
    hoursAgo: number,
    isPinned = false,
  ) => ({
    id: `seed-thread-${slug}`,
    slug,
    categoryId: `seed-forum-${category}`,
    title,
    body,
    authorName,
    replyCount,
    isPinned,
    lastActivityAt: daysFrom(now, -hoursAgo / 24),
  });
  return [
    thread(
      "welcome-read-first",
      "culture",
      "Welcome to SPPC forums: please read first",
      "Be kind, stay on topic and never share personal documents in public threads.",
      "SPPC Team",
      12,
      3,
      true,
    ),
    thread(
      "iqama-renewal-2026",
      "visa-iqama",
      "Iqama renewal steps in 2026",
      "A step-by-step guide to renewing through Absher and Muqeem, with current fees.",
      "Ahmed Khan",
      45,
      5,
      true,
    ),
    thread(
      "cv-tips-saudi-market",
      "career",
      "CV tips for the Saudi job market",
      "What recruiters in Riyadh look for and how to present Pakistani qualifications.",
      "Fatima Malik",
      31,
      20,
    ),
    thread(
      "schools-in-khobar",
      "family-life",
      "Best Pakistani curriculum schools in Khobar?",
      "Looking for recommendations for grade 5 and grade 8.",
      "Usman Tariq",
      18,
      30,
    ),
    thread(
      "import-rice-license",
      "business",
      "Licence needed to import rice from Pakistan",
      "Which SFDA approvals did you need, and how long did it take?",
      "Bilal Ahmed",
      9,
      48,
    ),
    thread(
      "cricket-league-riyadh",
      "culture",
      "Weekend cricket league in Riyadh",
      "Teams forming for the winter season, all levels welcome.",
      "Hamza Sheikh",
      27,
      72,
    ),
  ];
}
