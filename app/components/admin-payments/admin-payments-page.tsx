import { useT } from "../../i18n";
import { adminPaymentsMessages } from "../../i18n/messages/admin-payments";
import { AdminFrame } from "../admin/admin-frame";
import { ResourceSection } from "../admin/kit";
import { BankTransferForm } from "./bank-transfer-form";
import { usePaymentsResource } from "./payments-resource";

/** /admin/payments: record a bank transfer, and every payment with filters, search and paging. */
export function AdminPaymentsPage() {
  const t = useT(adminPaymentsMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-10">
        <BankTransferForm />
        <PaymentsList />
      </div>
    </AdminFrame>
  );
}

// Inside the frame, so the tier names behind the list load for admins only.
function PaymentsList() {
  const t = useT(adminPaymentsMessages);
  const resource = usePaymentsResource();
  return <ResourceSection id="admin-payments-list" heading={t("listHeading")} resource={resource} />;
}
