import { useLanguage, useT } from "../../i18n";
import { membershipCardMessages } from "../../i18n/messages/membership-card";
import { formatCardDate } from "./card-format";

/**
 * The one way a screen writes how long a card is valid: the end date the server sends (the own card,
 * /verify, a paid checkout's period), or "Does not expire" when it sends none (Basic). No screen
 * computes an end date of its own.
 */
export function useValidUntilText(): (validUntil: string | null | undefined) => string {
  const t = useT(membershipCardMessages);
  const { language } = useLanguage();
  return (validUntil) => (validUntil ? formatCardDate(validUntil, language) : t("doesNotExpire"));
}
