import type { MembershipTierId } from "../../../worker/contract/enums";
import type { NotificationItem } from "../../../worker/contract/notifications";
import type { Translate } from "../../i18n";
import type { NotificationsTexts } from "../../i18n/messages/notifications";

type Key = keyof NotificationsTexts;

const rsvpTexts: Record<string, Key> = {
  confirmed: "rsvpConfirmed",
  waitlisted: "rsvpWaitlisted",
  promoted: "rsvpPromoted",
  cancelled: "rsvpCancelled",
  changed: "rsvpEventChanged",
};
const tierTexts = {
  basic: "tierBasic",
  premium: "tierPremium",
  executive: "tierExecutive",
} as const satisfies Record<MembershipTierId, Key>;

/** The notice's sentence in the reader's language, from its kind, actor and data (never stored text). */
export function notificationText(item: NotificationItem, t: Translate<NotificationsTexts>): string {
  const name = item.actor?.name ?? t("someone");
  switch (item.kind) {
    case "like":
    case "comment":
    case "mention":
    case "connection_request":
    case "connection_accepted":
      return t(item.kind, { name });
    case "rsvp":
      return t(rsvpTexts[item.data.status ?? ""] ?? "rsvpUpdated", { event: item.data.event ?? "" });
    case "membership": {
      const tier = item.data.tier ?? "";
      return t("membership", {
        tier: Object.hasOwn(tierTexts, tier) ? t(tierTexts[tier as MembershipTierId]) : tier,
      });
    }
    case "steward":
      return t("steward", { event: item.data.event ?? "" });
    case "announcement":
      return t("announcement", { title: item.data.title ?? "" });
  }
}

/** Only same-site paths are followed: a stored link can never send the reader to another site. */
export const safeLink = (link: string | null): string | null =>
  link?.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : null;

/**
 * Where a notice opens: a campaign's announcement opens the announcement itself (notices written before
 * it had a page linked to the bell's list, which showed only the title); others their own link.
 */
export function noticeLink(item: NotificationItem): string | null {
  const campaignId = item.kind === "announcement" ? item.data.campaignId : undefined;
  if (campaignId) return `/announcements/${encodeURIComponent(campaignId)}`;
  return safeLink(item.link);
}
