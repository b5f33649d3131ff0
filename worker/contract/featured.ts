import { z } from "zod";
import { optionalTranslation } from "./content-language";
import { featuredContentKinds } from "./enums";
import type { FeaturedItem } from "./explore";

/** An admin's view of a featured item: also hidden ones, with their place in the order. */
export type AdminFeaturedItem = Omit<FeaturedItem, "shownIn"> & {
  titleAr: string | null;
  titleUr: string | null;
  descriptionAr: string | null;
  descriptionUr: string | null;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
};

/** A path on this site: one leading slash (never "//", which browsers read as another host). */
const sitePath = /^\/(?!\/)[^\s\\]*$/;

/** Create or edit a featured item (/api/admin/featured). */
export const featuredItemSchema = z
  .object({
    kind: z.enum(featuredContentKinds),
    title: z.string().trim().min(2, "Enter a title").max(120, "Keep the title under 120 characters"),
    description: z.string().trim().max(300, "Keep the description under 300 characters").default(""),
    titleAr: optionalTranslation(120),
    titleUr: optionalTranslation(120),
    descriptionAr: optionalTranslation(300),
    descriptionUr: optionalTranslation(300),
    url: z.string().trim().min(1, "Enter a link").max(500, "Keep the link under 500 characters"),
    sortOrder: z.coerce.number().int().min(0).max(10_000).default(0),
    isActive: z.boolean().default(true),
  })
  .superRefine((item, ctx) => {
    if (sitePath.test(item.url)) return;
    if (item.kind === "link" && isHttpsUrl(item.url)) return;
    ctx.addIssue({
      code: "custom",
      path: ["url"],
      message:
        item.kind === "link"
          ? "Use a path on this site starting with / or an https:// address"
          : "Use a path on this site starting with /, for example /jobs",
    });
  });

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === "https:";
  } catch {
    return false;
  }
}

export type FeaturedItemInput = z.input<typeof featuredItemSchema>;
export type FeaturedItemData = z.output<typeof featuredItemSchema>;

/** Hide or show one item. */
export const featuredVisibilitySchema = z.object({ isActive: z.boolean() });

/** The new order: every id, first to last. */
export const featuredOrderSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(200),
});
