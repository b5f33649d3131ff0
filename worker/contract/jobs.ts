import { z } from "zod";
import { jobCategoryFilters, jobCityFilters, type jobTypes } from "./enums";

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
