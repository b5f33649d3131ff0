import { queryOptions } from "@tanstack/react-query";
import type { AdminTender, AdminTenderInput } from "../../../worker/contract/tenders";
import { apiRequest, getJson } from "../../lib/api";
import { useAdminMutation } from "../admin/admin-kit";

const base = "/api/admin/tenders";
const path = (id: string, rest = "") => `${base}/${encodeURIComponent(id)}${rest}`;
// Admin writes refresh the admin list and the members' page.
const invalidate = [base, "/api/tenders"];

type Answer = { tender: AdminTender; alertsSent?: number };
const json = async (response: Promise<Response>) => (await (await response).json()) as Answer;

export const adminTendersQuery = queryOptions({
  queryKey: [base],
  queryFn: async () => (await getJson<{ tenders: AdminTender[] }>(base))?.tenders ?? [],
});

export const useSaveTender = (successTitle: string) =>
  useAdminMutation({
    successTitle,
    invalidate,
    mutationFn: ({ id, input }: { id: string | null; input: AdminTenderInput }) =>
      json(id ? apiRequest("PUT", path(id), input) : apiRequest("POST", base, input)),
  });

export type TenderAction = "publish" | "unpublish" | "close" | "reopen";

export const useTenderAction = (successTitle: string) =>
  useAdminMutation({
    successTitle,
    invalidate,
    mutationFn: ({ id, action }: { id: string; action: TenderAction }) =>
      json(apiRequest("POST", path(id, `/${action}`))),
  });

export const useDeleteTender = (successTitle: string) =>
  useAdminMutation({
    successTitle,
    invalidate,
    mutationFn: (id: string) => apiRequest("DELETE", path(id)),
  });

export const useUploadDocument = (successTitle: string) =>
  useAdminMutation({
    successTitle,
    invalidate,
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append("file", file);
      return json(apiRequest("POST", path(id, "/documents"), form));
    },
  });

export const useDeleteDocument = (successTitle: string) =>
  useAdminMutation({
    successTitle,
    invalidate,
    mutationFn: ({ id, documentId }: { id: string; documentId: string }) =>
      json(apiRequest("DELETE", path(id, `/documents/${encodeURIComponent(documentId)}`))),
  });

/** How many alert emails a create or publish sent (0 for every later publish). */
export const alertsSentOf = (answer: unknown) => (answer as Answer | undefined)?.alertsSent ?? 0;
