import { Link } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import { contacts } from "../../config/marketing";
import { useLanguage, useT } from "../../i18n";
import { isolate } from "../../i18n/bidi";
import { termsMessages } from "../../i18n/messages/terms";
import { formatLegalDate } from "./format-date";
import { LegalDocument } from "./legal-document";
import { resolveSections, type SectionSpec } from "./sections";

// The spec gives only the month, so the day is never shown.
const LAST_UPDATED = "2025-01-01";

const termsSections: SectionSpec<keyof typeof termsMessages.en>[] = [
  { id: "acceptance", title: "acceptanceTitle", paragraphs: ["acceptanceP1", "acceptanceP2"] },
  {
    id: "membership-and-accounts",
    title: "accountsTitle",
    paragraphs: ["accountsP1", "accountsP2", "accountsP3"],
  },
  {
    id: "acceptable-use",
    title: "useTitle",
    paragraphs: ["useP1"],
    list: ["useUnlawful", "useHarass", "useSpam", "useData", "useSystems"],
  },
  { id: "content", title: "contentTitle", paragraphs: ["contentP1", "contentP2"] },
  {
    id: "payments-and-refunds",
    title: "paymentsTitle",
    paragraphs: ["paymentsP1", "paymentsP2", "paymentsP3", "paymentsP4"],
  },
  { id: "liability", title: "liabilityTitle", paragraphs: ["liabilityP1", "liabilityP2", "liabilityP3"] },
  { id: "governing-law", title: "lawTitle", paragraphs: ["lawP1", "lawP2", "lawP3"] },
];

export function TermsPage() {
  const t = useT(termsMessages);
  const { language } = useLanguage();
  return (
    <LegalDocument
      title={t("title")}
      lead={t("lead")}
      updated={t("updated", {
        date: formatLegalDate(language, LAST_UPDATED, { month: "long", year: "numeric" }),
      })}
      contentsLabel={t("contents")}
      sections={resolveSections(termsSections, t, { email: isolate(contacts.email) })}
      footer={
        <Link to="/contact" className="btn-outline justify-self-start">
          <Mail aria-hidden="true" className="size-4" />
          {t("contactLink")}
        </Link>
      }
    />
  );
}
