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
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { membershipKeys } from "../../queries/membership-card";
import { type AdminResource, type FieldSpec, useDeleteAction, useTranslatedFields } from "../admin/kit";
import { numberOf } from "../admin/kit/form-values";

const partners = api.admin.partners;
const packages = api.admin["sponsorship-packages"];
const byId = (row: { id: string }) => pathParams({ id: row.id });

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
  const translations = useTranslatedFields();
  return {
    key: [partners.$path()],
    list: async () => (await unwrap(partners.$get())).partners,
    invalidate: [partners.$path(), ...membershipKeys.partners],
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
      translations.column(["name", "category"]),
    ],
    actions: [useDeleteAction((row) => expectOk(partners[":id"].$delete(byId(row))))],
    form: {
      schema: adminPartnerSchema,
      save: (row, input) =>
        expectOk(row ? partners[":id"].$put({ ...byId(row), json: input }) : partners.$post({ json: input })),
      title: (partner) => (partner ? t("formPartnerEdit", { name: partner.name }) : t("formPartnerCreate")),
      newLabel: t("newPartner"),
      created: t("created"),
      createLabel: admin("save"),
      errorSummary: t("errorSummary"),
      fields: (row) => [
        ...translations.versions(
          { name: "name", label: t("fieldName"), required: true, error: t("errorName") },
          row,
        ),
        ...translations.versions(
          { name: "category", label: t("fieldCategory"), required: true, error: t("errorCategory") },
          row,
        ),
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
  const translations = useTranslatedFields();
  const { language } = useLanguage();
  const sar = new Intl.NumberFormat(language, {
    style: "currency",
    currency: "SAR",
    maximumFractionDigits: 2,
  });
  const lines = (name: "benefits" | "includes", label: string) =>
    ({ name, label, kind: "lines", rows: 4, hint: t("linesHint"), error: t("errorLines") }) as const;
  return {
    key: [packages.$path()],
    list: async () => (await unwrap(packages.$get())).packages,
    invalidate: [packages.$path(), ...membershipKeys.sponsorshipPackages],
    rowKey: (pkg) => pkg.id,
    rowName: (pkg) => pkg.title,
    emptyText: t("packagesEmpty"),
    columns: [
      { header: t("fieldTitle"), cell: (pkg) => <span className="font-semibold">{pkg.title}</span> },
      { header: t("fieldDuration"), cell: (pkg) => pkg.duration },
      { header: t("fieldPrice"), cell: (pkg) => sar.format(pkg.priceHalalas / 100) },
      { header: t("fieldOrder"), cell: (pkg) => pkg.sortOrder },
      status,
      translations.column(["title", "duration", "benefits", "includes"]),
    ],
    actions: [useDeleteAction((row) => expectOk(packages[":id"].$delete(byId(row))))],
    form: {
      schema: adminSponsorshipPackageSchema,
      save: (row, input) =>
        expectOk(row ? packages[":id"].$put({ ...byId(row), json: input }) : packages.$post({ json: input })),
      toInput: ({ price, ...values }) => ({ ...values, priceHalalas: halalasOf(price) }),
      title: (pkg) => (pkg ? t("formPackageEdit", { name: pkg.title }) : t("formPackageCreate")),
      newLabel: t("newPackage"),
      created: t("created"),
      createLabel: admin("save"),
      errorSummary: t("errorSummary"),
      fields: (row) => [
        ...translations.versions(
          { name: "title", label: t("fieldTitle"), required: true, error: t("errorTitle") },
          row,
        ),
        ...translations.versions(
          { name: "duration", label: t("fieldDuration"), required: true, error: t("errorDuration") },
          row,
        ),
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
        ...translations.versions(
          {
            name: "badge",
            label: t("fieldBadge"),
            optionalText: t("optional"),
            initial: "",
            value: (pkg) => pkg.badge ?? "",
            error: t("errorBadge"),
          },
          row,
        ),
        ...translations.versions(lines("benefits", t("fieldBenefits")), row),
        ...translations.versions(lines("includes", t("fieldIncludes")), row),
        order,
        active,
      ],
    },
  };
}
