import { infiniteQueryOptions } from "@tanstack/react-query";
import type { AdminPaymentsPage } from "../../../worker/contract/admin-payments";
import type { AdminPayment, BankTransferInput } from "../../../worker/contract/payments";
import { apiRequest, getJson } from "../../lib/api";
import { useAdminMutation } from "../admin/admin-kit";

const base = "/api/admin/payments";

export type PaymentFilters = { status: string; provider: string; q: string };

export const adminPaymentsQuery = (filters: PaymentFilters) =>
  infiniteQueryOptions({
    queryKey: [base, filters],
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
      if (pageParam) params.set("cursor", pageParam);
      const query = params.toString();
      return (
        (await getJson<AdminPaymentsPage>(query ? `${base}?${query}` : base)) ?? {
          payments: [],
          nextCursor: null,
        }
      );
    },
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useRecordBankTransfer = (successTitle: string) =>
  useAdminMutation({
    mutationFn: async (input: BankTransferInput) =>
      ((await (await apiRequest("POST", `${base}/bank-transfer`, input)).json()) as { payment: AdminPayment })
        .payment,
    // The member's card and tier change too, but those are their own pages' queries, fetched fresh.
    invalidate: [base],
    successTitle,
  });
