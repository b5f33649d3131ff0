import { z } from "zod";
import { applyChannelOf, NO_APPLY_CHANNEL } from "./contact-channels";
import {
  jobCategoryFilters,
  jobCityFilters,
  jobTypes,
  type ModerationStatus,
  moderationStatuses,
} from "./enums";

export type JobType = (typeof jobTypes)[number];

/** One job as GET /api/jobs answers it. Times are ISO instants; createdAt equals postedAt. */
export type JobSummary = {
  id: string;
  slug: string;
  title: string;
  company: string;
  location: string;
  type: JobType;
  category: string;
  /** Free text; null means 'Salary not disclosed'. */
  salary: string | null;
  featured: boolean;
  remoteOk: boolean;
  visaSponsorship: boolean;
  exclusive: boolean;
  postedAt: string;
  createdAt: string;
  description: string;
};

/** GET /api/jobs/:slug adds what the detail page shows. */
export type JobDetail = JobSummary & {
  requirements: string[];
  howToApply: string | null;
  expiresAt: string;
};

const flag = z
  .enum(["true", "false", "1", "0", "all"])
  .optional()
  .transform((value) =>
    value === undefined || value === "all" ? undefined : value === "true" || value === "1",
  );

/** Query of GET /api/jobs; 'all' or a missing value means no filter. */
export const jobListQuerySchema = z.object({
  category: z
    .union([z.enum(jobCategoryFilters), z.literal("all")])
    .optional()
    .transform((value) => (value === "all" ? undefined : value)),
  location: z
    .union([z.enum(jobCityFilters), z.literal("all")])
    .optional()
    .transform((value) => (value === "all" ? undefined : value)),
  visaSponsorship: flag,
  remoteOk: flag,
  search: z
    .string()
    .max(100)
    .optional()
    .transform((value) => value?.trim() || undefined),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type JobListQuery = z.output<typeof jobListQuerySchema>;

/** How long an approved job stays listed (from approval). */
export const JOB_LIFETIME_DAYS = 30;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/**
 * POST /api/jobs (a member posts a job for review). The form checks the same schema first; every
 * field has one message in the app's catalog, so the English texts here are for API callers.
 */
export const jobPostSchema = z.object({
  title: text(3, 120),
  company: text(2, 120),
  location: z.enum(jobCityFilters),
  type: z.enum(jobTypes),
  category: z.enum(jobCategoryFilters),
  /** Free text; empty or missing means 'Salary not disclosed'. */
  salary: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  description: text(30, 5000),
  requirements: z.array(text(1, 200)).max(15).default([]),
  /** Must name a way to apply (email, https link or phone): the job page's "Apply" button uses it. */
  howToApply: text(10, 1000).refine((value) => applyChannelOf(value) !== null, { error: NO_APPLY_CHANNEL }),
  remoteOk: z.boolean().default(false),
  visaSponsorship: z.boolean().default(false),
});
export type JobPostInput = z.input<typeof jobPostSchema>;
export type JobPost = z.output<typeof jobPostSchema>;
export const jobPostFields = Object.keys(jobPostSchema.shape) as (keyof JobPost)[];

/** POST and PUT /api/admin/jobs: what a member posts, plus the markers only admins set. */
export const adminJobSchema = jobPostSchema.extend({
  featured: z.boolean().default(false),
  exclusive: z.boolean().default(false),
});
export type AdminJobInput = z.input<typeof adminJobSchema>;
export type AdminJobData = z.output<typeof adminJobSchema>;

/** Reject or hide: the reason is emailed to the member who posted the job. */
export const jobReviewReasonSchema = z.object({ reason: text(1, 1000) });

/** GET /api/admin/jobs?status=: one moderation state, or all of them (pending first either way). */
export const adminJobListQuerySchema = z.object({
  status: z.union([z.enum(moderationStatuses), z.literal("all")]).default("all"),
});

/** POST /api/jobs/saved: the ids a visitor saved on this device, merged into the account once. */
export const savedJobsMergeSchema = z.object({ jobIds: z.array(z.string().min(1).max(100)).max(200) });

/** GET /api/jobs/mine: a member's own posts with their review state. */
export type MyJob = JobSummary & {
  status: ModerationStatus;
  /** Why an admin rejected or hid it. */
  reviewNote: string | null;
  expiresAt: string;
  /** Approved but past expiresAt: no longer listed. */
  expired: boolean;
  submittedAt: string;
};

/** GET /api/admin/jobs: everything about a job, with who posted it. */
export type AdminJob = JobDetail & {
  status: ModerationStatus;
  reviewNote: string | null;
  reviewedAt: string | null;
  expired: boolean;
  submittedAt: string;
  poster: { name: string; email: string } | null;
};
