import type { MailTopic } from "../../../worker/contract/mail-topics";
import type { MailPreferencesTexts } from "../../i18n/messages/mail-preferences";

/** Each kind of bulk mail's name, as the unsubscribe page says it ("Unsubscribe from Tender alerts?"). */
export const topicLabels = {
  marketing: "topicMarketing",
  announcements: "topicAnnouncements",
  tender_alerts: "topicTenderAlerts",
} as const satisfies Record<MailTopic, keyof MailPreferencesTexts>;
