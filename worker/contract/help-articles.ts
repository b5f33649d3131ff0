import { z } from "zod";
import { helpCategories, languages } from "./enums";

/** An article as the help centre reads it: in the reader's language, else in English. */
export type HelpArticle = {
  slug: string;
  language: (typeof languages)[number];
  category: (typeof helpCategories)[number];
  title: string;
  body: string;
  isPopular: boolean;
};

/** An admin's view: every language version, published or not. */
export type AdminHelpArticle = HelpArticle & {
  id: string;
  isPublished: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string | null;
};

const language = z.enum(languages).catch("en");

/** GET /api/help/articles: 'all' or a missing category means every category. */
export const helpArticleQuerySchema = z.object({
  language: language.optional().transform((value) => value ?? "en"),
  category: z
    .union([z.enum(helpCategories), z.literal("all"), z.literal("")])
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
  search: z
    .string()
    .max(100)
    .optional()
    .transform((value) => value?.trim() || undefined),
});
export type HelpArticleQuery = z.output<typeof helpArticleQuerySchema>;

/** GET /api/help/articles/:slug */
export const helpArticleLanguageSchema = z.object({
  language: language.optional().transform((value) => value ?? "en"),
});

/** The shared key of an article's language versions: lower-case words joined by hyphens. */
export const helpSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Create or edit one language version (/api/admin/help-articles). */
export const helpArticleSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(2, "Enter a slug")
    .max(80, "Keep the slug under 80 characters")
    .regex(helpSlugPattern, "Use lower-case letters, digits and hyphens, for example membership-card"),
  language: z.enum(languages),
  category: z.enum(helpCategories),
  title: z.string().trim().min(3, "Enter a title").max(160, "Keep the title under 160 characters"),
  body: z
    .string()
    .trim()
    .min(10, "Write at least 10 characters")
    .max(10_000, "Keep the article under 10,000 characters"),
  isPopular: z.boolean().default(false),
  isPublished: z.boolean().default(true),
  sortOrder: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type HelpArticleInput = z.input<typeof helpArticleSchema>;
export type HelpArticleData = z.output<typeof helpArticleSchema>;

export const helpPublishSchema = z.object({ isPublished: z.boolean() });
