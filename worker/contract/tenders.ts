import { z } from "zod";
import { tenderCategories, tenderStatuses } from "./enums";

export type TenderCategory = (typeof tenderCategories)[number];
export type TenderStatus = (typeof tenderStatuses)[number];

export const TENDER_SEARCH_MAX = 100;
export const TENDER_PAGE_SIZE = 10;

const allMeansNone = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal("all")])
    .optional()
    .transform((value) => (value === "all" ? undefined : value));

/** GET /api/tenders: 'all' or a missing value means no filter; `cursor` is the previous page's `nextCursor`. */
export const tenderListQuerySchema = z.object({
  search: z
    .string()
    .max(TENDER_SEARCH_MAX)
    .optional()
    .transform((value) => value?.trim() || undefined),
  category: allMeansNone(tenderCategories),
  status: allMeansNone(tenderStatuses),
  limit: z.coerce.number().int().min(1).max(50).default(TENDER_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type TenderListQuery = z.output<typeof tenderListQuerySchema>;

/** What every signed-in member sees of a published tender (the teaser). */
export type TenderSummary = {
  id: string;
  slug: string;
  title: string;
  organization: string;
  value: string;
  /** YYYY-MM-DD. */
  deadline: string;
  category: TenderCategory;
  /** Closed when an admin closed it or its deadline has passed. */
  status: TenderStatus;
  description: string;
  publishedAt: string;
};

export type TenderDocument = {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** GET here streams the file (Premium and Executive only). */
  url: string;
};

/** Premium and Executive members (and admins) also get the details and the documents. */
export type TenderDetail = TenderSummary & {
  details: string;
  referenceNumber: string | null;
  documents: TenderDocument[];
};

export type TenderListAnswer = {
  tenders: TenderSummary[];
  nextCursor: string | null;
  /** Tenders per category for the current search and status, whatever category is chosen. */
  counts: Record<TenderCategory, number>;
  total: number;
  /** Whether this viewer may open details and documents. */
  premiumAccess: boolean;
};

/** GET /api/tenders/:slug: the teaser with `locked: true` for members without premium access. */
export type TenderLookupAnswer =
  | { locked: true; tender: TenderSummary }
  | { locked: false; tender: TenderDetail };

/** PUT /api/tenders/alerts: the full set of categories the member wants emails for (empty = none). */
export const tenderAlertsSchema = z.object({
  categories: z.array(z.enum(tenderCategories)).max(tenderCategories.length),
});
export type TenderAlertsInput = z.input<typeof tenderAlertsSchema>;
export type TenderAlertsAnswer = { categories: TenderCategory[] };

const text = (max: number) => z.string().trim().min(1).max(max);

/** POST /api/admin/tenders and PUT /api/admin/tenders/:id (the same form creates and edits). */
export const adminTenderSchema = z.object({
  title: text(200),
  organization: text(200),
  value: text(60),
  deadline: z.iso.date(),
  category: z.enum(tenderCategories),
  status: z.enum(tenderStatuses).default("Active"),
  description: text(1000),
  details: z.string().trim().max(10_000).default(""),
  referenceNumber: z
    .string()
    .trim()
    .max(80)
    .nullish()
    .transform((value) => value || null),
  /** Create only: publish at once (and send the category's alerts) instead of saving a draft. */
  publish: z.boolean().default(false),
});
export type AdminTenderInput = z.input<typeof adminTenderSchema>;
export type AdminTenderData = z.output<typeof adminTenderSchema>;

/** One tender in the admin list: drafts included, everything shown. */
export type AdminTender = Omit<TenderDetail, "status" | "publishedAt"> & {
  /** As stored (the public status also turns Closed once the deadline passes). */
  status: TenderStatus;
  publishedAt: string | null;
  alertsSentAt: string | null;
  createdAt: string;
};

/** Uploads: PDF, Word, Excel or ZIP, recognised by their bytes, at most 10 MB. */
export const TENDER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
