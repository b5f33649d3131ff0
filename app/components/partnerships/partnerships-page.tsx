import { Link } from "@tanstack/react-router";
import { ArrowDown, Handshake } from "lucide-react";
import { useT } from "../../i18n";
import { partnershipsMessages } from "../../i18n/messages/partnerships";
import { PageFrame } from "../page-frame";
import { EventSponsor, LoyaltyPartners, PartnershipContact } from "./partner-sections";
import { SponsorshipPackages } from "./sponsorship-packages";

/** /partnerships is public: sponsors find it before they have an account. */
export function PartnershipsPage() {
  const t = useT(partnershipsMessages);
  return (
    <PageFrame
      title={t("title")}
      lead={t("lead")}
      actions={
        <div className="flex flex-wrap gap-3">
          <a href="#packages" className="btn-primary">
            {t("viewPackages")}
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
          <Link to="/contact" className="btn-outline">
            <Handshake aria-hidden="true" className="size-4" />
            {t("becomePartner")}
          </Link>
        </div>
      }
    >
      <div className="grid gap-12">
        <SponsorshipPackages />
        <LoyaltyPartners />
        <EventSponsor />
        <PartnershipContact />
      </div>
    </PageFrame>
  );
}
