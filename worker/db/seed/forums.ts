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

export type SeedThread = {
  slug: string;
  category: string;
  title: string;
  body: string;
  authorName: string;
  /** Hours before the seed runs of the latest activity (the last reply, or the post itself). */
  hoursAgo: number;
  isPinned?: boolean;
  /** [author, text], oldest first; the last one is the thread's latest activity. */
  replies: [string, string][];
};

export const seedThreads: SeedThread[] = [
  {
    slug: "welcome-read-first",
    category: "culture",
    title: "Welcome to SPPC forums: please read first",
    body: "Be kind, stay on topic and never share personal documents in public threads.",
    authorName: "SPPC Team",
    hoursAgo: 3,
    isPinned: true,
    replies: [
      ["Sara N.", "Thank you for setting this up, great to have one place for questions."],
      ["Imran R.", "Glad to be here. Greetings from Jeddah!"],
    ],
  },
  {
    slug: "iqama-renewal-2026",
    category: "visa-iqama",
    title: "Iqama renewal steps in 2026",
    body: "A step-by-step guide to renewing through Absher and Muqeem, with current fees. #Iqama #Muqeem",
    authorName: "Ahmed Khan",
    hoursAgo: 5,
    isPinned: true,
    replies: [
      ["Faisal M.", "Does the employer have to pay the Maktab Amal fee before the renewal?"],
      ["Ahmed K.", "Yes, the work permit fee is paid first, then the iqama renewal goes through Muqeem."],
      ["Rabia S.", "Mine was renewed in two days after the employer paid. Thanks for the guide. #Iqama"],
    ],
  },
  {
    slug: "cv-tips-saudi-market",
    category: "career",
    title: "CV tips for the Saudi job market",
    body: "What recruiters in Riyadh look for and how to present Pakistani qualifications. #Jobs #Riyadh",
    authorName: "Fatima Malik",
    hoursAgo: 20,
    replies: [
      [
        "Hassan A.",
        "Get your degree attested by HEC and the Saudi embassy early, recruiters ask for it. #Attestation #Jobs",
      ],
      ["Fatima M.", "Good point. A short Arabic summary at the top also helps."],
    ],
  },
  {
    slug: "schools-in-khobar",
    category: "family-life",
    title: "Best Pakistani curriculum schools in Khobar?",
    body: "Looking for recommendations for grade 5 and grade 8.",
    authorName: "Usman Tariq",
    hoursAgo: 30,
    replies: [
      [
        "Ayesha B.",
        "Our children are happy at the Pakistan International School, the waiting list is short in spring.",
      ],
      ["Usman T.", "Thanks, we will visit next week."],
    ],
  },
  {
    slug: "import-rice-license",
    category: "business",
    title: "Licence needed to import rice from Pakistan",
    body: "Which SFDA approvals did you need, and how long did it take? #Trade #HalalFood",
    authorName: "Bilal Ahmed",
    hoursAgo: 48,
    replies: [
      ["Kashif J.", "SFDA product registration took us about six weeks, start with the importer licence."],
    ],
  },
  {
    slug: "cricket-league-riyadh",
    category: "culture",
    title: "Weekend cricket league in Riyadh",
    body: "Teams forming for the winter season, all levels welcome. #Cricket #Riyadh",
    authorName: "Hamza Sheikh",
    hoursAgo: 72,
    replies: [
      ["Zubair H.", "Count me in, I bowl medium pace."],
      ["Hamza S.", "Great, first nets session is on Friday after Asr."],
    ],
  },
];

export function demoForumThreads(now: Date): (typeof forumThreads.$inferInsert)[] {
  return seedThreads.map((thread) => ({
    id: `seed-thread-${thread.slug}`,
    slug: thread.slug,
    categoryId: `seed-forum-${thread.category}`,
    title: thread.title,
    body: thread.body,
    authorName: thread.authorName,
    replyCount: thread.replies.length,
    isPinned: thread.isPinned ?? false,
    lastActivityAt: daysFrom(now, -thread.hoursAgo / 24),
    createdAt: daysFrom(now, -(thread.hoursAgo + thread.replies.length + 24) / 24),
  }));
}
