import {
  type AdminMembershipTier,
  type AdminMembershipTierInput,
  adminMembershipTierSchema,
} from "../../../worker/contract/admin-membership-tiers";
import { useLanguage, useT } from "../../i18n";
import { adminTiersMessages } from "../../i18n/messages/admin-tiers";
import { api, expectOk, pathParams } from "../../lib/api-client";
import { type AdminResource, ResourcePage, useTranslatedFields } from "../admin/kit";
import { halalasOf, sarFormat, sarText } from "../admin-payments/sar";
import { adminTiers, adminTiersKeys, fetchAdminTiers } from "./tiers-query";

/** The three tiers, each editable (none created or deleted); every price on the site comes from here. */
function useTiersResource(): AdminResource<AdminMembershipTier, AdminMembershipTierInput> {
  const t = useT(adminTiersMessages);
  const { language } = useLanguage();
  const sar = sarFormat(language);
  const isBasic = (tier: AdminMembershipTier | null) => tier?.id === "basic";
  const translations = useTranslatedFields();
  return {
    key: adminTiersKeys.all,
    list: fetchAdminTiers,
    // Every page that shows tier prices reads the public list.
    invalidate: [adminTiers.$path(), api.membership.tiers.$path()],
    rowKey: (tier) => tier.id,
    rowName: (tier) => tier.name,
    caption: t("tableCaption"),
    emptyText: t("empty"),
    columns: [
      {
        header: t("colName"),
        cell: (tier) => (
          <span className="font-semibold" dir="auto">
            {tier.name}
          </span>
        ),
      },
      {
        header: t("colPrice"),
        cell: (tier) => (tier.priceHalalas === 0 ? t("free") : sar.format(tier.priceHalalas / 100)),
      },
      {
        header: t("colDiscount"),
        cell: (tier) => t("discountValue", { percent: tier.partnerDiscountPercent }),
      },
      { header: t("colBenefits"), cell: (tier) => t("benefitCount", { count: tier.benefits.length }) },
      {
        header: t("colFlags"),
        cell: (tier) => (
          <>
            <span className="block">{tier.forSale ? t("forSale") : t("comingSoon")}</span>
            {tier.isPopular ? <span className="block font-semibold">{t("popular")}</span> : null}
          </>
        ),
      },
      { header: t("colOrder"), cell: (tier) => tier.sortOrder },
      translations.column(["name", "benefits"]),
    ],
    form: {
      schema: adminMembershipTierSchema,
      save: (tier, input) =>
        expectOk(adminTiers[":id"].$put({ ...pathParams({ id: tier?.id ?? "" }), json: input })),
      toInput: ({ price, ...values }) => ({ ...values, priceHalalas: halalasOf(String(price)) }),
      check: (input, tier) =>
        isBasic(tier) && input.priceHalalas !== 0 ? { priceHalalas: t("errorBasicPrice") } : undefined,
      saved: () => ({ title: t("saved") }),
      title: (tier) => t("formHeading", { name: tier?.name ?? "" }),
      errorSummary: t("errorSummary"),
      fields: (tier) => [
        ...translations.versions(
          { name: "name", label: t("fieldName"), required: true, error: t("errorName") },
          tier,
        ),
        {
          name: "price",
          inputName: "priceHalalas",
          label: t("fieldPrice"),
          hint: isBasic(tier) ? t("fieldPriceBasicHint") : t("fieldPriceHint"),
          required: true,
          inputMode: "decimal",
          dir: "ltr",
          readOnly: isBasic(tier),
          value: (row) => sarText(row.priceHalalas),
          error: t("errorPrice"),
        },
        {
          name: "partnerDiscountPercent",
          label: t("fieldDiscount"),
          kind: "number",
          min: 0,
          max: 100,
          required: true,
          error: t("errorDiscount"),
        },
        {
          name: "sortOrder",
          label: t("fieldOrder"),
          hint: t("fieldOrderHint"),
          kind: "number",
          min: 0,
          error: t("errorOrder"),
        },
        ...translations.versions(
          {
            name: "benefits",
            label: t("fieldBenefits"),
            hint: t("fieldBenefitsHint"),
            kind: "lines",
            rows: 8,
            required: true,
            error: t("errorBenefits"),
          },
          tier,
        ),
        { name: "isPopular", label: t("fieldPopular"), kind: "checkbox" },
        { name: "forSale", label: t("fieldForSale"), kind: "checkbox" },
      ],
    },
  };
}

/** /admin/membership-tiers: the three tiers, each editable; every price on the site comes from here. */
export function AdminTiersPage() {
  const t = useT(adminTiersMessages);
  const resource = useTiersResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
