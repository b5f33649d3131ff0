import { z } from "zod";
import { businessIndustries, type ModerationStatus, moderationStatuses } from "./enums";
import { optionalPhoneSchema } from "./phone-schemas";

/** A directory listing as GET /api/businesses and GET /api/businesses/:slug return it. */
export type BusinessSummary = {
  id: string;
  slug: string;
  name: string;
  industry: string;
  description: string;
  location: string;
  website: string | null;
  /** A string number with one decimal, e.g. "4.7" (spec point 3). */
  rating: string;
  reviewsCount: number;
  isVerified: boolean;
  halalCertified: boolean;
  employees: string | null;
  founded: number | null;
};

export const BUSINESS_LIST_DEFAULT_LIMIT = 20;
export const BUSINESS_LIST_MAX_LIMIT = 100;

/** 'all', an empty value or a missing one means "no filter". */
const filterText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (!value || value.toLowerCase() === "all" ? undefined : value));

export const businessListQuerySchema = z.object({
  industry: filterText,
  location: filterText,
  search: filterText,
  halalCertified: z
    .enum(["true", "false", "all", ""])
    .optional()
    .transform((value) => (value === "true" ? true : value === "false" ? false : undefined)),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(BUSINESS_LIST_MAX_LIMIT)
    .optional()
    .transform((value) => value ?? BUSINESS_LIST_DEFAULT_LIMIT),
});

export type BusinessListQuery = z.output<typeof businessListQuerySchema>;

/** GET /api/businesses/:slug: the listing plus how to reach it. Unlisted ones only reach their owner and admins. */
export type BusinessDetail = BusinessSummary & {
  contactEmail: string | null;
  phone: string | null;
  status: ModerationStatus;
  createdAt: string;
};

/** One review as the detail page lists it: the reviewer as "Ayesha K.", never their full name or email. */
export type BusinessReview = {
  id: string;
  rating: number;
  body: string;
  reviewerName: string;
  createdAt: string;
  updatedAt: string | null;
};

/** Who is asking decides the review form: visitors sign in, owners cannot review their own business. */
export type ReviewerRole = "visitor" | "owner" | "member";

/** GET /api/businesses/:slug/reviews: newest first, plus the asker's own review (if any). */
export type BusinessReviewsAnswer = {
  reviews: BusinessReview[];
  mine: BusinessReview | null;
  viewer: ReviewerRole;
};

export const REVIEW_BODY_MAX = 2000;

/** PUT /api/businesses/:slug/review: a member's one review, created or replaced. */
export const businessReviewSchema = z.object({
  rating: z
    .number({ error: "Choose a rating from 1 to 5 stars" })
    .int({ error: "Choose a rating from 1 to 5 stars" })
    .min(1, { error: "Choose a rating from 1 to 5 stars" })
    .max(5, { error: "Choose a rating from 1 to 5 stars" }),
  body: z
    .string({ error: "Write a few words about your experience" })
    .trim()
    .min(1, { error: "Write a few words about your experience" })
    .max(REVIEW_BODY_MAX, { error: `Keep the review under ${REVIEW_BODY_MAX} characters` }),
});
export type BusinessReviewInput = z.input<typeof businessReviewSchema>;

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(emptyToNull);

const businessFields = {
  name: z
    .string({ error: "Enter the business name" })
    .trim()
    .min(2, { error: "Enter the business name" })
    .max(120, { error: "Keep the name under 120 characters" }),
  industry: z.enum(businessIndustries, { error: "Choose an industry from the list" }),
  description: z
    .string({ error: "Describe the business in at least 20 characters" })
    .trim()
    .min(20, { error: "Describe the business in at least 20 characters" })
    .max(2000, { error: "Keep the description under 2000 characters" }),
  location: z
    .string({ error: "Enter the city" })
    .trim()
    .min(2, { error: "Enter the city" })
    .max(100, { error: "Keep the city under 100 characters" }),
  website: z
    .union([z.literal(""), z.url({ protocol: /^https$/, error: "Enter a website starting with https://" })])
    .nullish()
    .transform(emptyToNull),
  /** Saudi by default, Pakistani next; stored in E.164. */
  phone: optionalPhoneSchema(),
  halalCertified: z.boolean().default(false),
  employees: optionalText(40),
  founded: z
    .number({ error: "Enter a year such as 2015" })
    .int({ error: "Enter a year such as 2015" })
    .min(1800, { error: "Enter a year such as 2015" })
    .refine((year) => year <= new Date().getUTCFullYear(), {
      error: "The founding year cannot be in the future",
    })
    .nullish()
    .transform((year) => year ?? null),
};

/** POST /api/businesses: a member's listing, stored pending until an admin approves it. */
export const businessSubmissionSchema = z.object({
  ...businessFields,
  contactEmail: z.email({ error: "Enter a valid contact email" }).max(200),
});
export type BusinessSubmissionInput = z.input<typeof businessSubmissionSchema>;
export type BusinessSubmission = z.output<typeof businessSubmissionSchema>;

/** A member's own submission, as GET /api/businesses/mine lists it (the reason comes from the admin). */
export type MyBusiness = BusinessSummary & {
  status: ModerationStatus;
  reviewNote: string | null;
  createdAt: string;
};

/** POST and PUT /api/admin/businesses: admins also set the badges and may leave the email out. */
export const adminBusinessSchema = z.object({
  ...businessFields,
  contactEmail: z
    .union([z.literal(""), z.email({ error: "Enter a valid contact email" }).max(200)])
    .nullish()
    .transform(emptyToNull),
  isVerified: z.boolean().default(false),
  featured: z.boolean().default(false),
});
export type AdminBusinessInput = z.input<typeof adminBusinessSchema>;
export type AdminBusinessData = z.output<typeof adminBusinessSchema>;

/** One row of the admin list. */
export type AdminBusiness = BusinessDetail & {
  featured: boolean;
  ownerName: string | null;
  ownerEmail: string | null;
  reviewNote: string | null;
  reviewedAt: string | null;
};

export const adminBusinessListQuerySchema = z.object({
  status: z.enum([...moderationStatuses, "all"]).default("all"),
});

/** Rejecting or hiding needs a reason: the owner reads it in the email. */
export const moderationReasonSchema = z.object({
  reason: z
    .string({ error: "Give a reason: it is emailed to the owner" })
    .trim()
    .min(1, { error: "Give a reason: it is emailed to the owner" })
    .max(1000, { error: "Keep the reason under 1000 characters" }),
});
