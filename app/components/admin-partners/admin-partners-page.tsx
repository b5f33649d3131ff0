import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { AdminPartner, AdminSponsorshipPackage } from "../../../worker/contract/partners";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminPartnersMessages } from "../../i18n/messages/admin-partners";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, useEditor } from "../admin/admin-kit";
import { PackageForm } from "./package-form";
import { PartnerForm } from "./partner-form";
import { adminPackagesQuery, adminPartnersQuery, useDeletePackage, useDeletePartner } from "./queries";

/** /admin/partners: partner discounts (membership card page) and sponsorship packages (/partnerships). */
export function AdminPartnersPage() {
  const t = useT(adminPartnersMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-12">
        <PartnersPanel />
        <PackagesPanel />
      </div>
    </AdminFrame>
  );
}

function PanelHeading({
  id,
  title,
  action,
  opener,
  onOpen,
}: {
  id: string;
  title: string;
  action: string;
  opener: React.RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <button ref={opener} type="button" className="btn-primary" onClick={onOpen}>
        {action}
      </button>
    </div>
  );
}

function PartnersPanel() {
  const t = useT(adminPartnersMessages);
  const admin = useT(adminMessages);
  const { editing, setEditing, opener, close } = useEditor<AdminPartner>();
  const { data, isPending, isError } = useQuery(adminPartnersQuery);
  const remove = useDeletePartner(admin("deleted"));
  return (
    <section aria-labelledby="admin-partners" className="grid gap-4">
      <PanelHeading
        id="admin-partners"
        title={t("partnersHeading")}
        action={t("newPartner")}
        opener={opener}
        onOpen={() => setEditing(null)}
      />
      {editing !== undefined ? (
        <PartnerForm key={editing?.id ?? "new"} partner={editing} onDone={close} />
      ) : null}
      <AdminListState
        isPending={isPending}
        isError={isError}
        isEmpty={data?.length === 0}
        emptyText={t("partnersEmpty")}
      >
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="p-2 text-start">
                  {t("fieldName")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("fieldCategory")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("fieldDiscount")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("fieldOrder")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {admin("statusColumn")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {admin("actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {(data ?? []).map((partner) => (
                <tr key={partner.id} className="border-b border-slate-100">
                  <th scope="row" className="p-2 text-start font-semibold">
                    {partner.name}
                  </th>
                  <td className="p-2">{partner.category}</td>
                  <td className="p-2">{t("discountValue", { percent: partner.discountPercent })}</td>
                  <td className="p-2">{partner.sortOrder}</td>
                  <td className="p-2">{partner.isActive ? t("visible") : t("hidden")}</td>
                  <td className="p-2">
                    <RowActions
                      name={partner.name}
                      onEdit={() => setEditing(partner)}
                      onDelete={() => remove.mutate(partner.id)}
                      busy={remove.isPending}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminListState>
    </section>
  );
}

function PackagesPanel() {
  const t = useT(adminPartnersMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const sar = useMemo(
    () => new Intl.NumberFormat(language, { style: "currency", currency: "SAR", maximumFractionDigits: 2 }),
    [language],
  );
  const { editing, setEditing, opener, close } = useEditor<AdminSponsorshipPackage>();
  const { data, isPending, isError } = useQuery(adminPackagesQuery);
  const remove = useDeletePackage(admin("deleted"));
  return (
    <section aria-labelledby="admin-packages" className="grid gap-4">
      <PanelHeading
        id="admin-packages"
        title={t("packagesHeading")}
        action={t("newPackage")}
        opener={opener}
        onOpen={() => setEditing(null)}
      />
      {editing !== undefined ? <PackageForm key={editing?.id ?? "new"} pkg={editing} onDone={close} /> : null}
      <AdminListState
        isPending={isPending}
        isError={isError}
        isEmpty={data?.length === 0}
        emptyText={t("packagesEmpty")}
      >
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="p-2 text-start">
                  {t("fieldTitle")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("fieldDuration")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("fieldPrice")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("fieldOrder")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {admin("statusColumn")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {admin("actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {(data ?? []).map((pkg) => (
                <tr key={pkg.id} className="border-b border-slate-100">
                  <th scope="row" className="p-2 text-start font-semibold">
                    {pkg.title}
                  </th>
                  <td className="p-2">{pkg.duration}</td>
                  <td className="p-2">{sar.format(pkg.priceHalalas / 100)}</td>
                  <td className="p-2">{pkg.sortOrder}</td>
                  <td className="p-2">{pkg.isActive ? t("visible") : t("hidden")}</td>
                  <td className="p-2">
                    <RowActions
                      name={pkg.title}
                      onEdit={() => setEditing(pkg)}
                      onDelete={() => remove.mutate(pkg.id)}
                      busy={remove.isPending}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminListState>
    </section>
  );
}

function RowActions({
  name,
  onEdit,
  onDelete,
  busy,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const admin = useT(adminMessages);
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-outline" onClick={onEdit}>
        {admin("edit")}
        <span className="sr-only">: {name}</span>
      </button>
      <button
        type="button"
        className="btn-ghost text-red-700"
        disabled={busy}
        // A deletion cannot be undone: ask first.
        onClick={() => window.confirm(admin("confirmDelete", { name })) && onDelete()}
      >
        {admin("delete")}
        <span className="sr-only">: {name}</span>
      </button>
    </div>
  );
}
