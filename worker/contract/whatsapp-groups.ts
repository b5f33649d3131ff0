import { z } from "zod";
import { optionalTranslation, type ShownIn } from "./content-language";
import { whatsappGroupTypes as groupTypes, type WhatsappTypeFilter, whatsappTypeFilters } from "./enums";

export type { WhatsappTypeFilter };
export { whatsappTypeFilters };

export type WhatsappGroupType = (typeof groupTypes)[number];

export const WHATSAPP_SEARCH_MAX = 100;

/** GET /api/whatsapp-groups?search=&type=: anything unknown in `type` means "all". */
export const whatsappGroupsQuerySchema = z.object({
  search: z.string().trim().max(WHATSAPP_SEARCH_MAX).catch("").default(""),
  type: z.enum(whatsappTypeFilters).catch("all").default("all"),
});
export type WhatsappGroupsQuery = z.infer<typeof whatsappGroupsQuerySchema>;

/** The group's texts that admins write in English, Arabic and Urdu. */
export const whatsappTranslatedFields = ["name", "description"] as const;

/**
 * One active group; `inviteLink` is null for visitors (only signed-in members may join). Name and
 * description are in the reader's language (English where missing: see shownIn).
 */
export type WhatsappGroup = ShownIn<(typeof whatsappTranslatedFields)[number]> & {
  id: string;
  slug: string;
  name: string;
  description: string;
  groupType: WhatsappGroupType;
  memberCount: number;
  adminName: string;
  rules: string[];
  tags: string[];
  lastActivityAt: string;
  inviteLink: string | null;
};

export type WhatsappGroupsResponse = { groups: WhatsappGroup[] };

/** An invite as WhatsApp issues it: https://chat.whatsapp.com/<code>, nothing before or after. */
export const WHATSAPP_INVITE_PATTERN = /^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9_-]{4,64}$/;
export const WHATSAPP_RULES_MAX = 20;
export const WHATSAPP_TAGS_MAX = 10;

const between = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `${label} must be ${min} to ${max} characters`)
    .max(max, `${label} must be ${min} to ${max} characters`);

/** Repeated lines would show twice on the card (and clash as list keys): keep the first of each. */
const distinct = (items: string[]) => [...new Set(items)];

/** POST /api/admin/whatsapp-groups and PUT /api/admin/whatsapp-groups/:id (one form creates and edits). */
export const adminWhatsappGroupSchema = z.object({
  name: between("Name", 3, 80),
  description: between("Description", 10, 500),
  nameAr: optionalTranslation(80),
  nameUr: optionalTranslation(80),
  descriptionAr: optionalTranslation(500),
  descriptionUr: optionalTranslation(500),
  inviteLink: z
    .string()
    .trim()
    .regex(WHATSAPP_INVITE_PATTERN, "The invite link must look like https://chat.whatsapp.com/<code>"),
  groupType: z.enum(groupTypes, {
    error: "Choose a group type: business, jobs, trade, cultural or general",
  }),
  memberCount: z
    .number({ error: "Member count must be a whole number, 0 or more" })
    .int("Member count must be a whole number, 0 or more")
    .min(0, "Member count must be a whole number, 0 or more")
    .max(1_000_000, "Member count must be at most 1,000,000"),
  adminName: between("Admin name", 2, 80),
  rules: z
    .array(between("Each rule", 2, 200))
    .max(WHATSAPP_RULES_MAX, `At most ${WHATSAPP_RULES_MAX} rules`)
    .default([])
    .transform(distinct),
  // A leading # is how people write tags; the card adds it, so it is not stored.
  tags: z
    .array(
      z
        .string()
        .trim()
        .transform((tag) => tag.replace(/^#+/, "").trim())
        .pipe(between("Each tag", 1, 30)),
    )
    .max(WHATSAPP_TAGS_MAX, `At most ${WHATSAPP_TAGS_MAX} tags`)
    .default([])
    .transform(distinct),
});
export type AdminWhatsappGroupInput = z.input<typeof adminWhatsappGroupSchema>;
export type AdminWhatsappGroupData = z.output<typeof adminWhatsappGroupSchema>;

/** What the admin list shows: every group, hidden ones too, always with its invite link. */
export type AdminWhatsappGroup = Omit<WhatsappGroup, "inviteLink" | "shownIn"> & {
  nameAr: string | null;
  nameUr: string | null;
  descriptionAr: string | null;
  descriptionUr: string | null;
  inviteLink: string;
  isActive: boolean;
  createdAt: string;
};
export type AdminWhatsappGroupsResponse = { groups: AdminWhatsappGroup[] };
export type AdminWhatsappGroupResponse = { group: AdminWhatsappGroup };
