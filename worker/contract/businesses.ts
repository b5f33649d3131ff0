import { z } from "zod";

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
