import type { AdminPayment } from "../../../worker/contract/payments";
import { useLanguage, useT } from "../../i18n";
import { type AdminPaymentsTexts, adminPaymentsMessages } from "../../i18n/messages/admin-payments";
import { sarFormat } from "./sar";

const statusLabel = {
  pending: "statusPending",
  paid: "statusPaid",
  failed: "statusFailed",
} as const satisfies Record<AdminPayment["status"], keyof AdminPaymentsTexts>;
const statusStyle: Record<AdminPayment["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-brand-100 text-brand-900",
  failed: "bg-red-100 text-red-900",
};

/** A payment's state in words and colour (admin-kit's StatusBadge speaks moderation states only). */
export function PaymentStatusBadge({ status }: { status: AdminPayment["status"] }) {
  const t = useT(adminPaymentsMessages);
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyle[status]}`}
    >
      {t(statusLabel[status])}
    </span>
  );
}

export const methodLabel = {
  moyasar: "methodOnline",
  bank_transfer: "methodBankTransfer",
} as const satisfies Record<AdminPayment["provider"], keyof AdminPaymentsTexts>;

/** One row per payment, newest first; `tierNames` gives each tier id its current display name. */
export function PaymentsTable({
  payments,
  tierNames,
}: {
  payments: AdminPayment[];
  tierNames: Partial<Record<string, string>>;
}) {
  const t = useT(adminPaymentsMessages);
  const { language } = useLanguage();
  const sar = sarFormat(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  const day = (iso: string | null) => (iso ? date.format(new Date(iso)) : t("none"));
  const columns = [
    t("colMember"),
    t("colMembershipId"),
    t("colTier"),
    t("colAmount"),
    t("colMethod"),
    t("colReference"),
    t("colStatus"),
    t("colPaidAt"),
    t("colValidUntil"),
    t("colRecordedBy"),
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-2 py-2 text-start font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="px-2 py-3 text-start font-normal">
                {payment.member ? (
                  <>
                    <span className="block font-semibold text-slate-900" dir="auto">
                      {payment.member.name}
                    </span>
                    <span className="block text-slate-600" dir="ltr">
                      {payment.member.email}
                    </span>
                  </>
                ) : (
                  <span className="text-slate-600">{t("deletedMember")}</span>
                )}
              </th>
              <td className="px-2 py-3 whitespace-nowrap" dir="ltr">
                {payment.member?.membershipId ?? t("none")}
              </td>
              <td className="px-2 py-3">{tierNames[payment.tier] ?? payment.tier}</td>
              <td className="px-2 py-3 whitespace-nowrap">{sar.format(payment.amountHalalas / 100)}</td>
              <td className="px-2 py-3">{t(methodLabel[payment.provider])}</td>
              <td className="px-2 py-3 break-all" dir="ltr">
                {payment.providerRef ?? t("none")}
              </td>
              <td className="px-2 py-3">
                <PaymentStatusBadge status={payment.status} />
                {payment.failureMessage ? (
                  <span className="mt-1 block text-xs text-red-800" dir="auto">
                    {payment.failureMessage}
                  </span>
                ) : null}
              </td>
              <td className="px-2 py-3 whitespace-nowrap">{day(payment.paidAt)}</td>
              <td className="px-2 py-3 whitespace-nowrap">{day(payment.validUntil)}</td>
              <td className="px-2 py-3" dir="auto">
                {payment.recordedByName ?? t("none")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
