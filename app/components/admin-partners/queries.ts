import { queryOptions } from "@tanstack/react-query";
import type {
  AdminPartner,
  AdminPartnerInput,
  AdminSponsorshipPackage,
  AdminSponsorshipPackageInput,
} from "../../../worker/contract/partners";
import { apiRequest, getJson } from "../../lib/api";
import { useAdminMutation } from "../admin/admin-kit";

const partnersBase = "/api/admin/partners";
const packagesBase = "/api/admin/sponsorship-packages";
// The public lists these admin lists feed, refreshed after every write.
const publicPartners = "/api/membership/partners";
const publicPackages = "/api/membership/sponsorship-packages";

export const adminPartnersQuery = queryOptions({
  queryKey: [partnersBase],
  queryFn: async () => (await getJson<{ partners: AdminPartner[] }>(partnersBase))?.partners ?? [],
});

export const adminPackagesQuery = queryOptions({
  queryKey: [packagesBase],
  queryFn: async () => (await getJson<{ packages: AdminSponsorshipPackage[] }>(packagesBase))?.packages ?? [],
});

const itemPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export type SavePartner = { id: string | null; input: AdminPartnerInput };
export type SavePackage = { id: string | null; input: AdminSponsorshipPackageInput };

export const useSavePartner = (successTitle: string) =>
  useAdminMutation({
    mutationFn: ({ id, input }: SavePartner) =>
      id ? apiRequest("PUT", itemPath(partnersBase, id), input) : apiRequest("POST", partnersBase, input),
    invalidate: [partnersBase, publicPartners],
    successTitle,
  });

export const useDeletePartner = (successTitle: string) =>
  useAdminMutation({
    mutationFn: (id: string) => apiRequest("DELETE", itemPath(partnersBase, id)),
    invalidate: [partnersBase, publicPartners],
    successTitle,
  });

export const useSavePackage = (successTitle: string) =>
  useAdminMutation({
    mutationFn: ({ id, input }: SavePackage) =>
      id ? apiRequest("PUT", itemPath(packagesBase, id), input) : apiRequest("POST", packagesBase, input),
    invalidate: [packagesBase, publicPackages],
    successTitle,
  });

export const useDeletePackage = (successTitle: string) =>
  useAdminMutation({
    mutationFn: (id: string) => apiRequest("DELETE", itemPath(packagesBase, id)),
    invalidate: [packagesBase, publicPackages],
    successTitle,
  });
