import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import type { AdminMembershipTier } from "../../../worker/contract/admin-membership-tiers";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminTiersMessages } from "../../i18n/messages/admin-tiers";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, RowButton, useEditor } from "../admin/admin-kit";
import { sarFormat } from "../admin-payments/sar";
import { adminTiersQuery } from "./queries";
import { TierForm } from "./tier-form";

/** /admin/membership-tiers: the three tiers, each editable; every price on the site comes from here. */
export function AdminTiersPage() {
  const t = useT(adminTiersMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const sar = sarFormat(language);
  const { data, isPending, isError } = useQuery(adminTiersQuery);
  const { editing, setEditing } = useEditor<AdminMembershipTier>();
  const table = useRef<HTMLTableElement>(null);
  // There is no create button to go back to: focus returns to the Edit button of the tier just edited.
  const close = () => {
    const id = editing?.id;
    setEditing(undefined);
    table.current?.querySelector<HTMLElement>(`tr[data-tier="${id}"] button`)?.focus();
  };
  const columns = [
    t("colName"),
    t("colPrice"),
    t("colDiscount"),
    t("colBenefits"),
    t("colFlags"),
    t("colOrder"),
  ];
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-6">
        <AdminListState
          isPending={isPending}
          isError={isError}
          isEmpty={data?.length === 0}
          emptyText={t("empty")}
        >
          <div className="overflow-x-auto">
            <table ref={table} className="w-full text-start text-sm">
              <caption className="sr-only">{t("tableCaption")}</caption>
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  {columns.map((label) => (
                    <th key={label} scope="col" className="px-2 py-2 text-start font-semibold">
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="px-2 py-2 text-start font-semibold">
                    {admin("actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(data ?? []).map((tier) => (
                  <tr key={tier.id} data-tier={tier.id} className="border-b border-slate-200 align-top">
                    <th scope="row" className="px-2 py-3 text-start font-semibold" dir="auto">
                      {tier.name}
                    </th>
                    <td className="px-2 py-3 whitespace-nowrap">
                      {tier.priceHalalas === 0 ? t("free") : sar.format(tier.priceHalalas / 100)}
                    </td>
                    <td className="px-2 py-3">
                      {t("discountValue", { percent: tier.partnerDiscountPercent })}
                    </td>
                    <td className="px-2 py-3">{t("benefitCount", { count: tier.benefits.length })}</td>
                    <td className="px-2 py-3">
                      <span className="block">{tier.forSale ? t("forSale") : t("comingSoon")}</span>
                      {tier.isPopular ? <span className="block font-semibold">{t("popular")}</span> : null}
                    </td>
                    <td className="px-2 py-3">{tier.sortOrder}</td>
                    <td className="px-2 py-3">
                      <RowButton label={admin("edit")} item={tier.name} onClick={() => setEditing(tier)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </AdminListState>
        {editing ? <TierForm key={editing.id} tier={editing} onDone={close} /> : null}
      </div>
    </AdminFrame>
  );
}
