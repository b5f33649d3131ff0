import type { CulturalDateKind } from "../../../worker/contract/calendar";
import type { AdminCalendarTexts } from "../../i18n/messages/admin-calendar";

export const kindLabels = {
  islamic: "kindIslamic",
  national: "kindNational",
  community: "kindCommunity",
} as const satisfies Record<CulturalDateKind, keyof AdminCalendarTexts>;
