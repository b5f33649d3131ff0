import { contacts, marketing } from "../../config/marketing";
import { useLanguage, useT } from "../../i18n";
import { isolate } from "../../i18n/bidi";
import { privacyMessages } from "../../i18n/messages/privacy";
import { formatLegalDate } from "../legal/format-date";
import { LegalDocument } from "../legal/legal-document";
import { privacySections } from "../legal/privacy-sections";
import { resolveSections } from "../legal/sections";

const LAST_UPDATED = "2024-12-21";

/** Served at /privacy and /privacy-policy. */
export function PrivacyPolicyPage() {
  const t = useT(privacyMessages);
  const { language } = useLanguage();
  const sections = resolveSections(privacySections, t, {
    email: isolate(contacts.privacyEmail),
    address: isolate(contacts.address),
    days: marketing.support.privacyResponseDays,
  });
  return (
    <LegalDocument
      title={t("title")}
      lead={t("lead")}
      updated={t("updated", { date: formatLegalDate(language, LAST_UPDATED) })}
      contentsLabel={t("contents")}
      sections={sections}
    />
  );
}
