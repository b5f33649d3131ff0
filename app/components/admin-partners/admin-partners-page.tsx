import { useT } from "../../i18n";
import { adminPartnersMessages } from "../../i18n/messages/admin-partners";
import { AdminFrame } from "../admin/admin-frame";
import { ResourceSection } from "../admin/kit";
import { usePackagesResource, usePartnersResource } from "./partners-resources";

/** /admin/partners: partner discounts (membership card page) and sponsorship packages (/partnerships). */
export function AdminPartnersPage() {
  const t = useT(adminPartnersMessages);
  const partners = usePartnersResource();
  const packages = usePackagesResource();
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-12">
        <ResourceSection id="admin-partners" heading={t("partnersHeading")} resource={partners} />
        <ResourceSection id="admin-packages" heading={t("packagesHeading")} resource={packages} />
      </div>
    </AdminFrame>
  );
}
