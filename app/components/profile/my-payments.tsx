import { useQuery } from "@tanstack/react-query";
import { useLanguage, useT } from "../../i18n";
import { checkoutMessages } from "../../i18n/messages/checkout";
import { myPaymentsQuery } from "../../queries/payments";
import { useShownIn } from "../page-frame";
import { formatSar } from "../premium/format";

/** The member's membership payments (online and recorded bank transfers), newest first. */
export function MyPayments() {
  const t = useT(checkoutMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const { data, isPending, isError, refetch } = useQuery(myPaymentsQuery);
  const day = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "Asia/Riyadh" });
  const status = { paid: t("statusPaid"), pending: t("statusPending"), failed: t("statusFailed") };
  return (
    <section aria-labelledby="my-payments-title" className="card grid gap-4">
      <h2 id="my-payments-title" className="text-xl font-bold text-slate-900">
        {t("myPaymentsTitle")}
      </h2>
      {isPending ? null : isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t("paymentsLoadFailed")}</p>
          <button type="button" className="btn-outline" onClick={() => void refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : data.length === 0 ? (
        <p className="text-slate-700">{t("noPayments")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t("colDate")}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t("colPlan")}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t("colAmount")}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t("colMethod")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("colStatus")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((payment) => (
                <tr key={payment.id} className="border-b border-slate-100">
                  <td className="py-2 pe-4">{day.format(new Date(payment.paidAt ?? payment.createdAt))}</td>
                  <td className="py-2 pe-4">
                    <span {...shownIn(payment.shownIn.tierName)}>{payment.tierName}</span>
                    {payment.validUntil ? (
                      <span className="block text-xs text-slate-600">
                        {t("validUntilDate", { date: day.format(new Date(payment.validUntil)) })}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pe-4">{formatSar(language, payment.amountHalalas)}</td>
                  <td className="py-2 pe-4">
                    {payment.method === "bank_transfer" ? t("methodBankTransfer") : t("methodOnline")}
                  </td>
                  <td className="py-2">{status[payment.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
