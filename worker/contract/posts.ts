import { z } from "zod";
import { eventTypes, jobTypes, type MembershipTierId, type PostType } from "./enums";

/** Limits shared by the API and the composer (the composer says them in the member's language). */
export const postLimits = {
  contentMax: 5000,
  commentMax: 2000,
  reasonMax: 500,
  fieldMax: 120,
} as const;

export const POSTS_DEFAULT_LIMIT = 10;
export const POSTS_MAX_LIMIT = 50;

/** Spec point 3's defaults for a trade opportunity's empty fields. */
export const tradeDefaults = { timeline: "Flexible", location: "Multiple Locations" } as const;

/** The spec's toast texts reuse the first message: blank content is 'Please enter some content...'. */
const content = z
  .string()
  .trim()
  .min(1, "Please enter some content for your post.")
  .max(postLimits.contentMax, `At most ${postLimits.contentMax} characters`);

/** Optional free text: blank becomes absent, so an empty form field is never stored as "". */
const optionalText = z
  .string()
  .trim()
  .max(postLimits.fieldMax)
  .optional()
  .transform((value) => value || undefined);
const textOr = (fallback: string) => optionalText.transform((value) => value ?? fallback);
const requiredText = (message: string) => z.string().trim().min(1, message).max(postLimits.fieldMax);
const flag = z.boolean().default(false);
/** A calendar date (YYYY-MM-DD) as a date input gives it. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Choose a date");

// Unknown metadata keys are refused (strict) rather than stored: metadata is shown to every member.
export const postMetadataSchemas = {
  standard: z.object({}).strict(),
  trade_opportunity: z
    .object({
      budget: optionalText,
      timeline: textOr(tradeDefaults.timeline),
      halalRequired: flag,
      location: textOr(tradeDefaults.location),
    })
    .strict(),
  job_posting: z
    .object({
      title: requiredText("Enter the job title"),
      jobType: z.enum(jobTypes).default("Full-time"),
      company: optionalText,
      visaSponsorship: flag,
      remoteOk: flag,
    })
    .strict(),
  event: z
    .object({
      title: requiredText("Enter the event title"),
      eventType: z.enum(eventTypes).default("Networking"),
      isVirtual: flag,
      date: isoDate,
    })
    .strict(),
} satisfies Record<PostType, z.ZodType>;

// Types without required fields accept a missing metadata object (parsed as {}, so defaults apply).
const m = postMetadataSchemas;
/** POST /api/posts and PUT /api/posts/:id: one schema per post type, chosen by postType. */
export const newPostSchema = z.discriminatedUnion("postType", [
  z.object({ postType: z.literal("standard"), content, metadata: m.standard.prefault({}) }),
  z.object({ postType: z.literal("trade_opportunity"), content, metadata: m.trade_opportunity.prefault({}) }),
  z.object({ postType: z.literal("job_posting"), content, metadata: m.job_posting }),
  z.object({ postType: z.literal("event"), content, metadata: m.event }),
]);
export type NewPost = z.output<typeof newPostSchema>;
export type NewPostInput = z.input<typeof newPostSchema>;
export type TradeMetadata = z.output<(typeof postMetadataSchemas)["trade_opportunity"]>;
export type JobPostMetadata = z.output<(typeof postMetadataSchemas)["job_posting"]>;
export type EventPostMetadata = z.output<(typeof postMetadataSchemas)["event"]>;

/** Query of GET /api/posts. `cursor` is the opaque `nextCursor` of the previous page. */
export const postListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(POSTS_MAX_LIMIT)
    .optional()
    .transform((value) => value ?? POSTS_DEFAULT_LIMIT),
  cursor: z.string().max(300).optional(),
  saved: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
export type PostListQuery = z.output<typeof postListQuerySchema>;

export const commentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, "Write a comment first")
    .max(postLimits.commentMax, `At most ${postLimits.commentMax} characters`),
});

export const reportSchema = z.object({
  reason: z.string().trim().min(3, "Tell us briefly what is wrong").max(postLimits.reasonMax),
});

export type PostAuthor = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  membershipTier: MembershipTierId;
  halalCertified: boolean;
  title: string | null;
  company: string | null;
  location: string | null;
};

/** A post as the feed shows it (spec point 3), with what the viewer did to it. */
export type FeedPost = {
  id: string;
  content: string;
  postType: PostType;
  metadata: Record<string, unknown>;
  tags: string[];
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
  createdAt: string;
  editedAt: string | null;
  author: PostAuthor;
  likedByMe: boolean;
  savedByMe: boolean;
  mine: boolean;
};

export type PostPage = { posts: FeedPost[]; nextCursor: string | null };

export type PostComment = {
  id: string;
  postId: string;
  content: string;
  createdAt: string;
  editedAt: string | null;
  author: Pick<PostAuthor, "id" | "firstName" | "lastName" | "profileImageUrl">;
  mine: boolean;
};

/** Answers of like/unlike, save/unsave and share: the counts after the change. */
export type PostCounts = { likesCount: number; commentsCount: number; sharesCount: number };

/** One post in the admin moderation queue with its open reports. */
export type ReportedPost = {
  post: Pick<FeedPost, "id" | "content" | "postType" | "createdAt"> & { authorName: string };
  reports: { id: string; reason: string; reporterName: string; createdAt: string }[];
  count: number;
};
