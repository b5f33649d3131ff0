// The kinds of bulk mail a member can switch off (issue 34): each carries a visible unsubscribe link and
// RFC 8058 one-click `List-Unsubscribe` headers. Service mail about the member's own account, tickets and
// payments is not here: it always goes. Every switch is a row in the PDPL consent ledger.
import { z } from "zod";

/**
 * marketing: promotional campaigns (PDPL: only with consent, off until granted; the ledger's
 * "marketing" purpose). announcements: service campaigns to a segment (on until switched off).
 * tender_alerts: the mail when a tender of a followed category is published (on until switched off).
 */
export const mailTopics = ["marketing", "announcements", "tender_alerts"] as const;
export type MailTopic = (typeof mailTopics)[number];
export const mailTopicSchema = z.enum(mailTopics);

/** GET /api/mail/preferences (signed in): every topic and whether it is on. */
export type MailPreferences = { topics: Record<MailTopic, boolean> };
export const mailPreferenceSchema = z.object({ enabled: z.boolean() });
export const mailTopicParamSchema = z.object({ topic: mailTopicSchema });

/** GET /api/unsubscribe/{token}: what the signed link is for (no sign-in). */
export type UnsubscribeInfo = { topic: MailTopic; subscribed: boolean; email: string };
