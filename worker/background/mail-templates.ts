import { renderCampaignMail } from "../domain/campaigns/campaign-mail";
import { renderRsvpMail } from "../domain/events/rsvp-mail-template";
import { renderWelcomeMail } from "../domain/membership/welcome-mail";
import type { MailTemplates } from "../email/outbox/templates";

/** Every template a templated outbox row may name (email/outbox/templates.ts), by its stored name. */
export const mailTemplates: MailTemplates = {
  rsvp: renderRsvpMail,
  welcome: renderWelcomeMail,
  campaign: renderCampaignMail,
};
