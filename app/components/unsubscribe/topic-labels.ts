import type { MailTopic } from "../../../worker/contract/mail-topics";
import type { MailPreferencesTexts } from "../../i18n/messages/mail-preferences";

/** Each kind of bulk mail's name and what it is, in the mail-preferences catalog. */
export const topicLabels = {
  marketing: "topicMarketing",
  announcements: "topicAnnouncements",
  tender_alerts: "topicTenderAlerts",
} as const satisfies Record<MailTopic, keyof MailPreferencesTexts>;

export const topicHelp = {
  marketing: "topicMarketingHelp",
  announcements: "topicAnnouncementsHelp",
  tender_alerts: "topicTenderAlertsHelp",
} as const satisfies Record<MailTopic, keyof MailPreferencesTexts>;
