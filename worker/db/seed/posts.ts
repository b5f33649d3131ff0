import type { PostType } from "../../contract/enums";
import { hashtagKeys } from "../../contract/post-text";
import { postComments, postLikes, posts } from "../schema";
import { insertIgnoringExisting } from "./to-sql";

const ADMIN = "seed-user-admin";
const MEMBER = "seed-user-member";
const HOUR_MS = 3_600_000;

type DemoPost = {
  id: string;
  author: string;
  hoursAgo: number;
  postType: PostType;
  content: string;
  metadata: Record<string, unknown>;
};

const demoPosts: DemoPost[] = [
  {
    id: "seed-post-welcome",
    author: ADMIN,
    hoursAgo: 2,
    postType: "standard",
    content:
      "Welcome to the SPPC network! Introduce yourself below and tell us your city and field. #Welcome #SPPC",
    metadata: {},
  },
  {
    id: "seed-post-rice-trade",
    author: MEMBER,
    hoursAgo: 20,
    postType: "trade_opportunity",
    content: "Looking for a partner to import premium basmati rice from Punjab to Riyadh. #Trade #Halal",
    metadata: { budget: "SAR 150,000", timeline: "3 months", halalRequired: true, location: "Riyadh" },
  },
  {
    id: "seed-post-textiles",
    author: ADMIN,
    hoursAgo: 50,
    postType: "trade_opportunity",
    content: "A Faisalabad textile mill wants distributors in the Eastern Province. #Trade",
    metadata: { timeline: "Flexible", halalRequired: false, location: "Multiple Locations" },
  },
  {
    id: "seed-post-site-engineer",
    author: MEMBER,
    hoursAgo: 30,
    postType: "job_posting",
    content:
      "Our team in Dammam is hiring a site engineer with 5+ years in infrastructure. #Jobs #Engineering",
    metadata: {
      title: "Site Engineer",
      jobType: "Full-time",
      company: "STC Solutions",
      visaSponsorship: true,
      remoteOk: false,
    },
  },
  {
    id: "seed-post-data-analyst",
    author: ADMIN,
    hoursAgo: 96,
    postType: "job_posting",
    content:
      "Remote-friendly data analyst contract with a Riyadh fintech. Details: https://example.com/jobs #Jobs",
    metadata: {
      title: "Data Analyst",
      jobType: "Contract",
      company: "SPPC Partner",
      visaSponsorship: false,
      remoteOk: true,
    },
  },
  {
    id: "seed-post-iftar",
    author: ADMIN,
    hoursAgo: 5,
    postType: "event",
    content: "Community networking dinner for members in Riyadh. Families welcome! #Events #Riyadh",
    metadata: {
      title: "Members' Networking Dinner",
      eventType: "Networking",
      isVirtual: false,
      daysAhead: 10,
    },
  },
  {
    id: "seed-post-webinar",
    author: MEMBER,
    hoursAgo: 72,
    postType: "event",
    content: "Free online session on Iqama renewal and family visas, hosted with @Sana Admin. #Visa",
    metadata: {
      title: "Iqama and Family Visa Q&A",
      eventType: "Professional",
      isVirtual: true,
      daysAhead: 4,
    },
  },
  {
    id: "seed-post-hello",
    author: MEMBER,
    hoursAgo: 150,
    postType: "standard",
    content:
      "Just moved to Riyadh from Lahore for a software role. Happy to connect with fellow engineers! #Tech",
    metadata: {},
  },
];

/**
 * Demo feed posts by the demo accounts, dated relative to `now`, with one like and one comment so the
 * counts are real. They need the demo accounts, so they run after demoAccountStatements. Fixed ids:
 * seeding twice changes nothing.
 */
export function demoPostStatements(now: Date): string[] {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();
  const rows = demoPosts.map(({ id, author, hoursAgo, postType, content, metadata }) => {
    const { daysAhead, ...fields } = metadata;
    const eventDate =
      typeof daysAhead === "number"
        ? { date: new Date(now.getTime() + daysAhead * 24 * HOUR_MS).toISOString().slice(0, 10) }
        : {};
    const liked = id === "seed-post-welcome";
    return {
      id,
      authorUserId: author,
      postType,
      content,
      metadata: { ...fields, ...eventDate },
      tags: hashtagKeys(content),
      likesCount: liked ? 1 : 0,
      commentsCount: liked ? 1 : 0,
      createdAt: at(hoursAgo),
    };
  });
  return [
    ...insertIgnoringExisting(posts, rows),
    ...insertIgnoringExisting(postLikes, [{ postId: "seed-post-welcome", userId: MEMBER, createdAt: at(1) }]),
    ...insertIgnoringExisting(postComments, [
      {
        id: "seed-comment-welcome",
        postId: "seed-post-welcome",
        authorUserId: MEMBER,
        content: "Salam everyone! Ali from Riyadh, software engineer.",
        createdAt: at(1),
      },
    ]),
  ];
}
