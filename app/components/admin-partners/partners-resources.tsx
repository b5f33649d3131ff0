import {
  type AdminPartner,
  type AdminPartnerInput,
  type AdminSponsorshipPackage,
  type AdminSponsorshipPackageInput,
  adminPartnerSchema,
  adminSponsorshipPackageSchema,
} from "../../../worker/contract/partners";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminPartnersMessages } from "../../i18n/messages/admin-partners";
import { apiRequest, getJson } from "../../lib/api";
import { type AdminResource, type FieldSpec, useDeleteAction } from "../admin/kit";
import { numberOf } from "../admin/kit/form-values";

const partnersBase = "/api/admin/partners";
const packagesBase = "/api/admin/sponsorship-packages";
const itemPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
const save = (base: string) => (row: { id: string } | null, input: unknown) =>
  row ? apiRequest("PUT", itemPath(base, row.id), input) : apiRequest("POST", base, input);
const remove = (base: string) => (row: { id: string }) => apiRequest("DELETE", itemPath(base, row.id));

/** SAR as typed ("50000" or "49.50") to halalas; more than two decimals is not a price (NaN). */
function halalasOf(sar: unknown): number {
  const halalas = numberOf(String(sar)) * 100;
  return Math.abs(halalas - Math.round(halalas)) < 1e-6 ? Math.round(halalas) : Number.NaN;
}

/** The words and fields both lists share: order, shown or hidden, delete. */
function useShared() {
  const t = useT(adminPartnersMessages);
  const admin = useT(adminMessages);
  const order: FieldSpec<{ sortOrder: number }> = {
    name: "sortOrder",
    label: t("fieldOrder"),
    hint: t("fieldOrderHint"),
    kind: "number",
    min: 0,
    initial: 0,
    error: t("errorOrder"),
  };
  const active = { name: "isActive", label: t("fieldActive"), kind: "checkbox", initial: true } as const;
  const status = {
    header: admin("statusColumn"),
    cell: (row: { isActive: boolean }) => (row.isActive ? t("visible") : t("hidden")),
  };
  return { t, admin, order, active, status };
}

/** The partner discounts of the membership card page. */
export function usePartnersResource(): AdminResource<AdminPartner, AdminPartnerInput> {
  const { t, admin, order, active, status } = useShared();
  return {
    key: [partnersBase],
    list: async () => (await getJson<{ partners: AdminPartner[] }>(partnersBase))?.partners ?? [],
    invalidate: [partnersBase, "/api/membership/partners"],
    rowKey: (partner) => partner.id,
    rowName: (partner) => partner.name,
    emptyText: t("partnersEmpty"),
    columns: [
      { header: t("fieldName"), cell: (partner) => <span className="font-semibold">{partner.name}</span> },
      { header: t("fieldCategory"), cell: (partner) => partner.category },
      {
        header: t("fieldDiscount"),
        cell: (partner) => t("discountValue", { percent: partner.discountPercent }),
      },
      { header: t("fieldOrder"), cell: (partner) => partner.sortOrder },
      status,
    ],
    actions: [useDeleteAction(remove(partnersBase))],
    form: {
      schema: adminPartnerSchema,
      save: save(partnersBase),
      title: (partner) => (partner ? t("formPartnerEdit", { name: partner.name }) : t("formPartnerCreate")),
      newLabel: t("newPartner"),
      created: t("created"),
      createLabel: admin("save"),
      errorSummary: t("errorSummary"),
      fields: [
        { name: "name", label: t("fieldName"), required: true, error: t("errorName") },
        { name: "category", label: t("fieldCategory"), required: true, error: t("errorCategory") },
        {
          name: "discountPercent",
          label: t("fieldDiscount"),
          kind: "number",
          min: 1,
          max: 90,
          required: true,
          error: t("errorDiscount"),
        },
        order,
        active,
      ],
    },
  };
}

/** The sponsorship packages of /partnerships. */
export function usePackagesResource(): AdminResource<AdminSponsorshipPackage, AdminSponsorshipPackageInput> {
  const { t, admin, order, active, status } = useShared();
  const { language } = useLanguage();
  const sar = new Intl.NumberFormat(language, {
    style: "currency",
    currency: "SAR",
    maximumFractionDigits: 2,
  });
  const lines = (name: "benefits" | "includes", label: string) =>
    ({ name, label, kind: "lines", rows: 4, hint: t("linesHint"), error: t("errorLines") }) as const;
  return {
    key: [packagesBase],
    list: async () => (await getJson<{ packages: AdminSponsorshipPackage[] }>(packagesBase))?.packages ?? [],
    invalidate: [packagesBase, "/api/membership/sponsorship-packages"],
    rowKey: (pkg) => pkg.id,
    rowName: (pkg) => pkg.title,
    emptyText: t("packagesEmpty"),
    columns: [
      { header: t("fieldTitle"), cell: (pkg) => <span className="font-semibold">{pkg.title}</span> },
      { header: t("fieldDuration"), cell: (pkg) => pkg.duration },
      { header: t("fieldPrice"), cell: (pkg) => sar.format(pkg.priceHalalas / 100) },
      { header: t("fieldOrder"), cell: (pkg) => pkg.sortOrder },
      status,
    ],
    actions: [useDeleteAction(remove(packagesBase))],
    form: {
      schema: adminSponsorshipPackageSchema,
      save: save(packagesBase),
      toInput: ({ price, ...values }) => ({ ...values, priceHalalas: halalasOf(price) }),
      title: (pkg) => (pkg ? t("formPackageEdit", { name: pkg.title }) : t("formPackageCreate")),
      newLabel: t("newPackage"),
      created: t("created"),
      createLabel: admin("save"),
      errorSummary: t("errorSummary"),
      fields: [
        { name: "title", label: t("fieldTitle"), required: true, error: t("errorTitle") },
        { name: "duration", label: t("fieldDuration"), required: true, error: t("errorDuration") },
        {
          name: "price",
          inputName: "priceHalalas",
          label: t("fieldPrice"),
          kind: "number",
          min: 0,
          step: 0.01,
          required: true,
          value: (pkg) => pkg.priceHalalas / 100,
          error: t("errorPrice"),
        },
        {
          name: "badge",
          label: t("fieldBadge"),
          optionalText: t("optional"),
          initial: "",
          value: (pkg) => pkg.badge ?? "",
          error: t("errorBadge"),
        },
        lines("benefits", t("fieldBenefits")),
        lines("includes", t("fieldIncludes")),
        order,
        active,
      ],
    },
  };
}
