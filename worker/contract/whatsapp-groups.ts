import { z } from "zod";
import { type whatsappGroupTypes as groupTypes, type WhatsappTypeFilter, whatsappTypeFilters } from "./enums";

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

/** One active group; `inviteLink` is null for visitors (only signed-in members may join). */
export type WhatsappGroup = {
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
