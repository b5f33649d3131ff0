import { useQuery } from "@tanstack/react-query";
import { adminPaymentProviders, adminPaymentStatuses } from "../../../worker/contract/admin-payments";
import type { PaymentProvider, PaymentStatus } from "../../../worker/contract/enums";
import type { AdminPayment } from "../../../worker/contract/payments";
import { useLanguage, useT } from "../../i18n";
import { type AdminPaymentsTexts, adminPaymentsMessages } from "../../i18n/messages/admin-payments";
import { api, unwrap } from "../../lib/api-client";
import type { AdminResource } from "../admin/kit";
import { adminTiersQuery } from "../admin-tiers/tiers-query";
import { sarFormat } from "./sar";

export const adminPayments = api.admin.payments;
export const paymentsBase = adminPayments.$path();
type Filters = { status: "" | PaymentStatus; provider: "" | PaymentProvider; q: string };

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
const methodLabel = {
  moyasar: "methodOnline",
  bank_transfer: "methodBankTransfer",
} as const satisfies Record<AdminPayment["provider"], keyof AdminPaymentsTexts>;

/** Every payment, newest first, with filters, search and paging; tiers by their current names. */
export function usePaymentsResource(): AdminResource<AdminPayment, never, Filters> {
  const t = useT(adminPaymentsMessages);
  const { language } = useLanguage();
  const sar = sarFormat(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  const day = (iso: string | null) => (iso ? date.format(new Date(iso)) : t("none"));
  const { data: tiers } = useQuery(adminTiersQuery);
  const tierNames: Partial<Record<string, string>> = Object.fromEntries(
    (tiers ?? []).map((tier) => [tier.id, tier.name]),
  );
  const nowrap = (text: string, dir?: "ltr") => (
    <span className="whitespace-nowrap" dir={dir}>
      {text}
    </span>
  );
  return {
    key: [paymentsBase],
    pages: async (filters, cursor) => {
      const query = {
        status: filters.status || undefined,
        provider: filters.provider || undefined,
        q: filters.q || undefined,
        cursor: cursor || undefined,
      };
      const page = await unwrap(adminPayments.$get({ query }));
      return { rows: page.payments, next: page.nextCursor };
    },
    initialFilters: { status: "", provider: "", q: "" },
    filtersLabel: t("filtersLabel"),
    filterButtons: { apply: t("search"), clear: t("clearSearch") },
    filters: [
      {
        name: "status",
        label: t("filterStatus"),
        kind: "select",
        options: [
          { value: "", label: t("filterAll") },
          ...adminPaymentStatuses.map((status) => ({ value: status, label: t(statusLabel[status]) })),
        ],
      },
      {
        name: "provider",
        label: t("filterMethod"),
        kind: "select",
        options: [
          { value: "", label: t("filterAll") },
          ...adminPaymentProviders.map((provider) => ({ value: provider, label: t(methodLabel[provider]) })),
        ],
      },
      { name: "q", label: t("searchLabel"), hint: t("searchHint"), kind: "search" },
    ],
    // The member's card and tier change too, but those are their own pages' queries, fetched fresh.
    invalidate: [paymentsBase],
    rowKey: (payment) => payment.id,
    rowName: (payment) => payment.member?.name ?? t("deletedMember"),
    caption: t("tableCaption"),
    emptyText: t("empty"),
    emptyFilteredText: t("emptyFiltered"),
    summary: (payments) => <span aria-live="polite">{t("shownCount", { count: payments.length })}</span>,
    columns: [
      {
        header: t("colMember"),
        cell: (payment) =>
          payment.member ? (
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
          ),
      },
      {
        header: t("colMembershipId"),
        cell: (payment) => nowrap(payment.member?.membershipId ?? t("none"), "ltr"),
      },
      { header: t("colTier"), cell: (payment) => tierNames[payment.tier] ?? payment.tier },
      { header: t("colAmount"), cell: (payment) => nowrap(sar.format(payment.amountHalalas / 100)) },
      { header: t("colMethod"), cell: (payment) => t(methodLabel[payment.provider]) },
      {
        header: t("colReference"),
        cell: (payment) => (
          <span className="break-all" dir="ltr">
            {payment.providerRef ?? t("none")}
          </span>
        ),
      },
      {
        header: t("colStatus"),
        cell: (payment) => (
          <>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyle[payment.status]}`}
            >
              {t(statusLabel[payment.status])}
            </span>
            {payment.failureMessage ? (
              <span className="mt-1 block text-xs text-red-800" dir="auto">
                {payment.failureMessage}
              </span>
            ) : null}
          </>
        ),
      },
      { header: t("colPaidAt"), cell: (payment) => nowrap(day(payment.paidAt)) },
      { header: t("colValidUntil"), cell: (payment) => nowrap(day(payment.validUntil)) },
      {
        header: t("colRecordedBy"),
        cell: (payment) => <span dir="auto">{payment.recordedByName ?? t("none")}</span>,
      },
    ],
  };
}
