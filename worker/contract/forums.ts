import { z } from "zod";
import { optionalTranslation, type ShownIn } from "./content-language";
import { forumLimits } from "./forum-limits";

// In a module of their own (no zod): the forum pages' forms read them without loading the schemas.
export { forumLimits };

export const FORUM_THREADS_DEFAULT_LIMIT = 20;
export const FORUM_THREADS_MAX_LIMIT = 50;

/** The category's texts that admins write in English, Arabic and Urdu. */
export const forumCategoryTranslatedFields = ["name", "description"] as const;

/**
 * A visible category on /forums, with counts over its visible (not removed) threads. Name and
 * description are in the reader's language (English where missing: see shownIn).
 */
export type ForumCategorySummary = ShownIn<(typeof forumCategoryTranslatedFields)[number]> & {
  id: string;
  slug: string;
  name: string;
  description: string;
  threadCount: number;
  replyCount: number;
  /** ISO instant of the latest activity in the category; null when it has no threads. */
  lastActivityAt: string | null;
};

export type ForumThreadSummary = {
  id: string;
  slug: string;
  title: string;
  /** The category's name in the reader's language (shownIn.name: the language it is really in). */
  category: { slug: string; name: string } & ShownIn<"name">;
  authorName: string;
  replyCount: number;
  lastActivityAt: string;
  createdAt: string;
  isPinned: boolean;
  isLocked: boolean;
};

export type ForumReply = {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
  /** True when the signed-in viewer wrote it (they may delete it). */
  mine: boolean;
};

export type ForumThreadDetail = ForumThreadSummary & { body: string; replies: ForumReply[] };

export type ForumThreadPage = { threads: ForumThreadSummary[]; nextCursor: string | null };

/** 'all', an empty value or a missing one means "no filter". */
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (!value || value.toLowerCase() === "all" ? undefined : value));

/** Query of GET /api/forums/threads. `cursor` is the opaque `nextCursor` of the previous page. */
export const forumThreadListQuerySchema = z.object({
  category: filterText(80),
  search: filterText(100),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FORUM_THREADS_MAX_LIMIT)
    .optional()
    .transform((value) => value ?? FORUM_THREADS_DEFAULT_LIMIT),
  cursor: z.string().max(300).optional(),
});
export type ForumThreadListQuery = z.output<typeof forumThreadListQuerySchema>;

export const newForumThreadSchema = z.object({
  categorySlug: z.string().trim().min(1, "Choose a category").max(80),
  title: z
    .string()
    .trim()
    .min(forumLimits.titleMin, `Use at least ${forumLimits.titleMin} characters`)
    .max(forumLimits.titleMax, `Use at most ${forumLimits.titleMax} characters`),
  body: z
    .string()
    .trim()
    .min(forumLimits.threadBodyMin, `Use at least ${forumLimits.threadBodyMin} characters`)
    .max(forumLimits.threadBodyMax, `Use at most ${forumLimits.threadBodyMax} characters`),
});
export type NewForumThread = z.output<typeof newForumThreadSchema>;

export const newForumReplySchema = z.object({
  body: z
    .string()
    .trim()
    .min(forumLimits.replyBodyMin, `Use at least ${forumLimits.replyBodyMin} characters`)
    .max(forumLimits.replyBodyMax, `Use at most ${forumLimits.replyBodyMax} characters`),
});
export type NewForumReply = z.output<typeof newForumReplySchema>;

// ---- Admin (/api/admin/forums) ----

/** A category as admins see it: hidden ones too, with every thread counted (removed included). */
export type AdminForumCategory = {
  id: string;
  slug: string;
  name: string;
  description: string;
  nameAr: string | null;
  nameUr: string | null;
  descriptionAr: string | null;
  descriptionUr: string | null;
  sortOrder: number;
  isHidden: boolean;
  threadCount: number;
  removedThreadCount: number;
};

export type AdminForumThread = ForumThreadSummary & {
  body: string;
  removedAt: string | null;
  categoryHidden: boolean;
};

export type AdminForumReply = {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
  removedAt: string | null;
};

const categorySlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens")
  .max(60);

const categoryFields = {
  name: z.string().trim().min(2, "Use at least 2 characters").max(80, "Use at most 80 characters"),
  description: z.string().trim().max(300, "Use at most 300 characters"),
  nameAr: optionalTranslation(80),
  nameUr: optionalTranslation(80),
  descriptionAr: optionalTranslation(300),
  descriptionUr: optionalTranslation(300),
  sortOrder: z.coerce.number().int().min(0).max(999),
  slug: categorySlug,
  isHidden: z.boolean(),
};

export const adminForumCategorySchema = z.object({
  ...categoryFields,
  description: categoryFields.description.default(""),
  sortOrder: categoryFields.sortOrder.default(0),
  /** Optional on create (then made from the name): the category filter's value in the address. */
  slug: z.preprocess((value) => (value === "" ? undefined : value), categorySlug.optional()),
  isHidden: categoryFields.isHidden.default(false),
});
export type AdminForumCategoryInput = z.output<typeof adminForumCategorySchema>;

export const adminForumCategoryPatchSchema = z
  .object(categoryFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to change");
export type AdminForumCategoryPatch = z.output<typeof adminForumCategoryPatchSchema>;

export const adminForumThreadListQuerySchema = z.object({
  category: filterText(80),
  search: filterText(100),
  status: z.enum(["all", "visible", "removed"]).default("all"),
});
export type AdminForumThreadListQuery = z.output<typeof adminForumThreadListQuerySchema>;

/** One moderation change at a time or several together; `removed` soft-removes or restores. */
export const adminForumThreadPatchSchema = z
  .object({ isPinned: z.boolean(), isLocked: z.boolean(), removed: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to change");

export const adminForumReplyPatchSchema = z.object({ removed: z.boolean() });
